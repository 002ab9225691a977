import { PlatformError } from 'shared-contracts';
import { type Message, messageOf, reasonOf } from 'shared-ui/kit';

/** The form fields a refusal can point at. */
export type PointsField = 'quantity' | 'delivery' | 'points' | 'withdrawalPassword' | 'form';

/** Where a refusal belongs, and what to say there. */
export interface PlacedRefusal {
  field: PointsField;
  message: Message;
  /** The member has no withdrawal password yet: offer the way to set one. */
  passwordUnset?: boolean;
}

const AT_FIELD: Record<string, PointsField> = {
  insufficientPoints: 'quantity',
  outOfStock: 'quantity',
  quantityTooLarge: 'quantity',
  deliveryRequired: 'delivery',
  belowMinimum: 'points',
  notMultipleOfStep: 'points',
  withdrawalPasswordWrong: 'withdrawalPassword',
  itemNotFound: 'form',
  itemUnavailable: 'form',
};

/**
 * A refused redeem or convert in the player's words, at the field it is about (insufficient
 * points at the amount asked; a wrong or locked password at the password). Network, throttling
 * and session failures use this area's `points.common.*` words.
 */
export const placeRefusal = (error: unknown, amountField: 'quantity' | 'points'): PlacedRefusal => {
  const reason = reasonOf(error);
  if (reason === 'withdrawalPasswordUnset')
    return { field: 'form', message: { key: 'points.refused.passwordUnset' }, passwordUnset: true };
  if (error instanceof PlatformError && error.status === 429 && error.kind !== 'network')
    return { field: 'withdrawalPassword', message: { key: 'points.refused.locked' } };
  const at = reason ? AT_FIELD[reason] : undefined;
  if (reason && at) {
    const field = at === 'quantity' ? amountField : at;
    return { field, message: { key: `points.refused.${reason}` } };
  }
  const message = messageOf(error);
  return {
    field: 'form',
    message: 'key' in message ? { ...message, key: `points.${message.key}` } : message,
  };
};
