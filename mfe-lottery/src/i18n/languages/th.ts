// One language of the lottery: each part's words, from its own folder.
import bets from '../bets/th.json';
import common from '../common/th.json';
import elott from '../elott/th.json';
import games from '../games/th.json';
import issue from '../issue/th.json';
import picker from '../picker/th.json';
import play from '../play/th.json';
import results from '../results/th.json';
import slip from '../slip/th.json';
import vn from '../vn/th.json';

export default { common, games, issue, picker, play, slip, bets, results, vn, elott };
