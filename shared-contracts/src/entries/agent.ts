// 'shared-contracts/agent': the agent centre's calls and rules (team, reports, contracts, tiers,
// carry-over, its page list) and the affiliate applications, for the agent remote and the
// platform. Apart from the index so that a page without the agent centre does not download them
// (ADR 0021); the report periods and the agent calls' common shapes stay in the index
// (shared-ui's report kit and the member centre use them).
import '../zodConfig';

export * from '../agent';
export * from '../api/affiliateApplications';
export * from '../api/agent';
