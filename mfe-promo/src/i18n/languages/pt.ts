// One language of the promotions remote: each area's words, from its own folder.
import participation from '../participation/pt.json';
import points from '../points/pt.json';
import promotions from '../promotions/pt.json';

export default { ...promotions, points, participation };
