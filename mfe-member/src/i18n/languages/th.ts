// One language of the member centre: each page's words, from its own folder.
import bonuses from '../bonuses/th.json';
import centre from '../centre/th.json';
import common from '../common/th.json';
import contact from '../contact/th.json';
import deposit from '../deposit/th.json';
import feedback from '../feedback/th.json';
import messages from '../messages/th.json';
import missions from '../missions/th.json';
import profit from '../profit/th.json';
import records from '../records/th.json';
import referral from '../referral/th.json';
import responsible from '../responsible/th.json';
import rewards from '../rewards/th.json';
import security from '../security/th.json';
import upline from '../upline/th.json';
import wallet from '../wallet/th.json';
import withdraw from '../withdraw/th.json';

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
