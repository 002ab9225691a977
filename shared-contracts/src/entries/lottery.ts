// 'shared-contracts/lottery': the lottery's calls and rules (catalogue, schedules, play types,
// stakes), for the lottery remote and the platform. Apart from the index so that a page without
// the lottery does not download them (ADR 0021); results stay in the index (the member centre's
// records and the platform's pushes show them).
import '../zodConfig';

export * from '../api/lottery';
export * from '../lottery';
