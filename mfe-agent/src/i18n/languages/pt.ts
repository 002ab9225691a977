// One language of the agent centre: each part's words, from its own folder.
import announcement from '../announcement/pt.json';
import betting from '../betting/pt.json';
import centre from '../centre/pt.json';
import common from '../common/pt.json';
import contracts from '../contracts/pt.json';
import details from '../details/pt.json';
import dividends from '../dividends/pt.json';
import income from '../income/pt.json';
import loss from '../loss/pt.json';
import overview from '../overview/pt.json';
import register from '../register/pt.json';
import report from '../report/pt.json';
import team from '../team/pt.json';

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
