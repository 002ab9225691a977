// One language of the agent centre: each part's words, from its own folder.
import centre from '../centre/cn.json';
import common from '../common/cn.json';
import contracts from '../contracts/cn.json';
import dividends from '../dividends/cn.json';
import income from '../income/cn.json';
import report from '../report/cn.json';

export default { common, centre, report, income, dividends, contracts };
