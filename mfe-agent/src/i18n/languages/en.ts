// One language of the agent centre: each part's words, from its own folder.
import centre from '../centre/en.json';
import common from '../common/en.json';
import contracts from '../contracts/en.json';
import dividends from '../dividends/en.json';
import income from '../income/en.json';
import report from '../report/en.json';

export default { common, centre, report, income, dividends, contracts };
