// One language of the member centre: each page's words, from its own folder.
import bonuses from '../bonuses/pt.json';
import centre from '../centre/pt.json';
import common from '../common/pt.json';
import contact from '../contact/pt.json';
import deposit from '../deposit/pt.json';
import feedback from '../feedback/pt.json';
import messages from '../messages/pt.json';
import missions from '../missions/pt.json';
import profit from '../profit/pt.json';
import records from '../records/pt.json';
import referral from '../referral/pt.json';
import responsible from '../responsible/pt.json';
import rewards from '../rewards/pt.json';
import security from '../security/pt.json';
import upline from '../upline/pt.json';
import wallet from '../wallet/pt.json';
import withdraw from '../withdraw/pt.json';

export default {
  common,
  centre,
  security,
  deposit,
  withdraw,
  wallet,
  upline,
  records,
  profit,
  bonuses,
  rewards,
  responsible,
  referral,
  missions,
  messages,
  feedback,
  contact,
};
