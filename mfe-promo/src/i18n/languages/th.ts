// One language of the promotions remote: each area's words, from its own folder.
import participation from '../participation/th.json';
import points from '../points/th.json';
import promotions from '../promotions/th.json';

export default { ...promotions, points, participation };
