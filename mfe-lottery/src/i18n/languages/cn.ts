// One language of the lottery: each part's words, from its own folder.
import bets from '../bets/cn.json';
import common from '../common/cn.json';
import elott from '../elott/cn.json';
import games from '../games/cn.json';
import issue from '../issue/cn.json';
import picker from '../picker/cn.json';
import play from '../play/cn.json';
import results from '../results/cn.json';
import slip from '../slip/cn.json';
import vn from '../vn/cn.json';

export default { common, games, issue, picker, play, slip, bets, results, vn, elott };
