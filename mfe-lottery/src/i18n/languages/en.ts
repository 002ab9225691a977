// One language of the lottery: each part's words, from its own folder.
import bets from '../bets/en.json';
import common from '../common/en.json';
import elott from '../elott/en.json';
import games from '../games/en.json';
import issue from '../issue/en.json';
import picker from '../picker/en.json';
import play from '../play/en.json';
import results from '../results/en.json';
import slip from '../slip/en.json';
import vn from '../vn/en.json';

export default { common, games, issue, picker, play, slip, bets, results, vn, elott };
