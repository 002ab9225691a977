// One language of the promotions remote: each area's words, from its own folder.
import participation from '../participation/en.json';
import points from '../points/en.json';
import promotions from '../promotions/en.json';

export default { ...promotions, points, participation };
