import type { PeriodInput } from 'shared-contracts';
import { validatePeriod } from 'shared-contracts';
import type { MemberRecordsRefusal, MemberRecordsRefusalReason } from 'shared-contracts/member';

import { HttpError } from '../../../http/httpError';

/** A refused records call: `value` is the contract's {@link MemberRecordsRefusal}. */
export const recordsRefusal = (
  status: number,
  reason: MemberRecordsRefusalReason,
  message: string,
) => new HttpError(status, message, { reason } satisfies MemberRecordsRefusal);

/** A report period checked with the shared rules (400 `invalidPeriod`, `periodTooLong`). */
export const checkedPeriod = (input: PeriodInput): PeriodInput => {
  const problem = validatePeriod(input);
  if (problem === 'invalidPeriod')
    throw recordsRefusal(400, 'invalidPeriod', 'The period must start on or before its last day');
  if (problem === 'periodTooLong')
    throw recordsRefusal(400, 'periodTooLong', 'A period can span at most 92 days');
  return { from: input.from, to: input.to };
};
