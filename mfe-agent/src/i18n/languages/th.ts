// One language of the agent centre: each part's words, from its own folder.
import announcement from '../announcement/th.json';
import betting from '../betting/th.json';
import centre from '../centre/th.json';
import common from '../common/th.json';
import contracts from '../contracts/th.json';
import details from '../details/th.json';
import dividends from '../dividends/th.json';
import income from '../income/th.json';
import loss from '../loss/th.json';
import overview from '../overview/th.json';
import register from '../register/th.json';
import report from '../report/th.json';
import team from '../team/th.json';

export default {
  common,
  centre,
  report,
  announcement,
  overview,
  register,
  team,
  betting,
  loss,
  details,
  income,
  dividends,
  contracts,
};
