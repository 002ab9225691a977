// One language of the agent centre: each part's words, from its own folder.
import centre from '../centre/th.json';
import common from '../common/th.json';
import contracts from '../contracts/th.json';
import dividends from '../dividends/th.json';
import income from '../income/th.json';
import report from '../report/th.json';

export default { common, centre, report, income, dividends, contracts };
