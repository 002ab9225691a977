// One language of the agent centre: each part's words, from its own folder.
import announcement from '../announcement/vi.json';
import betting from '../betting/vi.json';
import centre from '../centre/vi.json';
import common from '../common/vi.json';
import contracts from '../contracts/vi.json';
import details from '../details/vi.json';
import dividends from '../dividends/vi.json';
import income from '../income/vi.json';
import loss from '../loss/vi.json';
import overview from '../overview/vi.json';
import register from '../register/vi.json';
import report from '../report/vi.json';
import team from '../team/vi.json';

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
