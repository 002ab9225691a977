// One language of the promotions remote: each area's words, from its own folder.
import participation from '../participation/id.json';
import points from '../points/id.json';
import promotions from '../promotions/id.json';

export default { ...promotions, points, participation };
