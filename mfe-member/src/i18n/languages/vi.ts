// One language of the member centre: each page's words, from its own folder.
import bonuses from '../bonuses/vi.json';
import centre from '../centre/vi.json';
import common from '../common/vi.json';
import contact from '../contact/vi.json';
import deposit from '../deposit/vi.json';
import feedback from '../feedback/vi.json';
import messages from '../messages/vi.json';
import missions from '../missions/vi.json';
import profit from '../profit/vi.json';
import records from '../records/vi.json';
import referral from '../referral/vi.json';
import responsible from '../responsible/vi.json';
import rewards from '../rewards/vi.json';
import security from '../security/vi.json';
import upline from '../upline/vi.json';
import wallet from '../wallet/vi.json';
import withdraw from '../withdraw/vi.json';

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
