// One language of the member centre: each page's words, from its own folder.
import bonuses from '../bonuses/en.json';
import centre from '../centre/en.json';
import common from '../common/en.json';
import contact from '../contact/en.json';
import deposit from '../deposit/en.json';
import feedback from '../feedback/en.json';
import messages from '../messages/en.json';
import missions from '../missions/en.json';
import profit from '../profit/en.json';
import records from '../records/en.json';
import referral from '../referral/en.json';
import responsible from '../responsible/en.json';
import rewards from '../rewards/en.json';
import security from '../security/en.json';
import upline from '../upline/en.json';
import wallet from '../wallet/en.json';
import withdraw from '../withdraw/en.json';

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
