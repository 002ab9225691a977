// One language of the agent centre: each part's words, from its own folder.
import centre from '../centre/id.json';
import common from '../common/id.json';
import contracts from '../contracts/id.json';
import dividends from '../dividends/id.json';
import income from '../income/id.json';
import report from '../report/id.json';

export default { common, centre, report, income, dividends, contracts };
