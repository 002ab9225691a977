// One language of the agent centre: each part's words, from its own folder.
import centre from '../centre/vi.json';
import common from '../common/vi.json';
import contracts from '../contracts/vi.json';
import dividends from '../dividends/vi.json';
import income from '../income/vi.json';
import report from '../report/vi.json';

export default { common, centre, report, income, dividends, contracts };
