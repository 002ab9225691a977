// One language of the agent centre: each part's words, from its own folder.
import announcement from '../announcement/en.json';
import betting from '../betting/en.json';
import centre from '../centre/en.json';
import common from '../common/en.json';
import contracts from '../contracts/en.json';
import details from '../details/en.json';
import dividends from '../dividends/en.json';
import income from '../income/en.json';
import loss from '../loss/en.json';
import overview from '../overview/en.json';
import register from '../register/en.json';
import report from '../report/en.json';
import team from '../team/en.json';

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
