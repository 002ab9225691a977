// One language of the lottery: each part's words, from its own folder.
import bets from '../bets/id.json';
import common from '../common/id.json';
import elott from '../elott/id.json';
import games from '../games/id.json';
import issue from '../issue/id.json';
import picker from '../picker/id.json';
import play from '../play/id.json';
import results from '../results/id.json';
import slip from '../slip/id.json';
import vn from '../vn/id.json';

export default { common, games, issue, picker, play, slip, bets, results, vn, elott };
