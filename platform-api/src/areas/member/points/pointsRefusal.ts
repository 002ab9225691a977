import type { PointsRefusal, PointsRefusalReason } from 'shared-contracts';

import { HttpError } from '../../../http/httpError';

/** A refused points call: `value` is the contract's {@link PointsRefusal}. */
export const pointsRefusal = (status: number, reason: PointsRefusalReason, message: string) =>
  new HttpError(status, message, { reason } satisfies PointsRefusal);
