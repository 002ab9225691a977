// One language of the lottery: each part's words, from its own folder.
import bets from '../bets/vi.json';
import common from '../common/vi.json';
import elott from '../elott/vi.json';
import games from '../games/vi.json';
import issue from '../issue/vi.json';
import picker from '../picker/vi.json';
import play from '../play/vi.json';
import results from '../results/vi.json';
import slip from '../slip/vi.json';
import vn from '../vn/vi.json';

export default { common, games, issue, picker, play, slip, bets, results, vn, elott };
