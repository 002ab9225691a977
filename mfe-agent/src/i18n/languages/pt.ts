// One language of the agent centre: each part's words, from its own folder.
import centre from '../centre/pt.json';
import common from '../common/pt.json';
import contracts from '../contracts/pt.json';
import dividends from '../dividends/pt.json';
import income from '../income/pt.json';
import report from '../report/pt.json';

export default { common, centre, report, income, dividends, contracts };
