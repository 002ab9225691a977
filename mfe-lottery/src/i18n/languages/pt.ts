// One language of the lottery: each part's words, from its own folder.
import bets from '../bets/pt.json';
import common from '../common/pt.json';
import elott from '../elott/pt.json';
import games from '../games/pt.json';
import issue from '../issue/pt.json';
import picker from '../picker/pt.json';
import play from '../play/pt.json';
import results from '../results/pt.json';
import slip from '../slip/pt.json';
import vn from '../vn/pt.json';

export default { common, games, issue, picker, play, slip, bets, results, vn, elott };
