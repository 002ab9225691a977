// One language of the agent centre: each part's words, from its own folder.
import announcement from '../announcement/id.json';
import betting from '../betting/id.json';
import centre from '../centre/id.json';
import common from '../common/id.json';
import contracts from '../contracts/id.json';
import details from '../details/id.json';
import dividends from '../dividends/id.json';
import income from '../income/id.json';
import loss from '../loss/id.json';
import overview from '../overview/id.json';
import register from '../register/id.json';
import report from '../report/id.json';
import team from '../team/id.json';

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
