// One language of the agent centre: each part's words, from its own folder.
import announcement from '../announcement/cn.json';
import betting from '../betting/cn.json';
import centre from '../centre/cn.json';
import common from '../common/cn.json';
import contracts from '../contracts/cn.json';
import details from '../details/cn.json';
import dividends from '../dividends/cn.json';
import income from '../income/cn.json';
import loss from '../loss/cn.json';
import overview from '../overview/cn.json';
import register from '../register/cn.json';
import report from '../report/cn.json';
import team from '../team/cn.json';

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
