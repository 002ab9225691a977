// One language of the promotions remote: each area's words, from its own folder.
import participation from '../participation/cn.json';
import points from '../points/cn.json';
import promotions from '../promotions/cn.json';

export default { ...promotions, points, participation };
