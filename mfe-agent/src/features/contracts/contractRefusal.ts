import { type Message, messageOf, reasonOf } from 'shared-ui/kit';

/** The refusals of the contract calls this page words itself (the rest in the platform's words). */
const WORDED = new Set([
  'termsTooHigh',
  'offerPending',
  'noOwnContract',
  'invalidTiers',
  'notDirect',
  'notInTeam',
  'wrongStatus',
  'notFound',
]);

/** What to tell the agent about a refused offer or decision. */
export const contractRefusal = (error: unknown): Message => {
  const reason = reasonOf(error);
  return reason && WORDED.has(reason) ? { key: `contracts.refusals.${reason}` } : messageOf(error);
};
