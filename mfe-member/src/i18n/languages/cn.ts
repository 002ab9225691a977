// One language of the member centre: each page's words, from its own folder.
import bonuses from '../bonuses/cn.json';
import centre from '../centre/cn.json';
import common from '../common/cn.json';
import contact from '../contact/cn.json';
import deposit from '../deposit/cn.json';
import feedback from '../feedback/cn.json';
import messages from '../messages/cn.json';
import missions from '../missions/cn.json';
import profit from '../profit/cn.json';
import records from '../records/cn.json';
import referral from '../referral/cn.json';
import responsible from '../responsible/cn.json';
import rewards from '../rewards/cn.json';
import security from '../security/cn.json';
import upline from '../upline/cn.json';
import wallet from '../wallet/cn.json';
import withdraw from '../withdraw/cn.json';

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
