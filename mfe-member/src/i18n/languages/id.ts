// One language of the member centre: each page's words, from its own folder.
import bonuses from '../bonuses/id.json';
import centre from '../centre/id.json';
import common from '../common/id.json';
import contact from '../contact/id.json';
import deposit from '../deposit/id.json';
import feedback from '../feedback/id.json';
import messages from '../messages/id.json';
import missions from '../missions/id.json';
import profit from '../profit/id.json';
import records from '../records/id.json';
import referral from '../referral/id.json';
import responsible from '../responsible/id.json';
import rewards from '../rewards/id.json';
import security from '../security/id.json';
import upline from '../upline/id.json';
import wallet from '../wallet/id.json';
import withdraw from '../withdraw/id.json';

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
