// One language of the promotions remote: each area's words, from its own folder.
import participation from '../participation/vi.json';
import points from '../points/vi.json';
import promotions from '../promotions/vi.json';

export default { ...promotions, points, participation };
