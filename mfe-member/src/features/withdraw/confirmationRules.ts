import { type FieldErrors, parseAmount } from 'shared-ui/kit';

/** The answer to "did you receive it?" as the player fills it. */
export interface ConfirmationValues extends Record<string, unknown> {
  result: 'received' | 'partly_received' | 'not_received' | '';
  receivedAmount: string;
  proofUploadIds: string[];
}

/** Most proof images of one answer (SPEC section 5: png or jpg, 5 MB each, at most 3). */
export const MAX_PROOFS = 3;

/**
 * The answer's rules, as the platform checks them: an answer; partly received needs an amount
 * above 0 and below the payout; not received needs 1 to 3 proof images.
 */
export const validateConfirmation = (
  payout: number,
  values: ConfirmationValues,
  format: (minor: number) => string,
): FieldErrors<ConfirmationValues> => {
  const errors: FieldErrors<ConfirmationValues> = {};
  if (values.result === '') errors.result = { key: 'withdraw.chooseAnswer' };
  if (values.result === 'partly_received') {
    const received = parseAmount(values.receivedAmount);
    if (values.receivedAmount.trim() === '') errors.receivedAmount = { key: 'common.required' };
    else if (received === null) errors.receivedAmount = { key: 'common.amountInvalid' };
    else if (received <= 0 || received >= payout)
      errors.receivedAmount = {
        key: 'withdraw.receivedBetween',
        params: { payout: format(payout) },
      };
  }
  if (values.result === 'not_received' && values.proofUploadIds.length === 0)
    errors.proofUploadIds = { key: 'withdraw.proofRequired' };
  return errors;
};

/** What is still missing of a partly received payout (null when the amount cannot be read). */
export const remainingOf = (payout: number, receivedText: string): number | null => {
  const received = parseAmount(receivedText);
  return received === null || received <= 0 || received >= payout ? null : payout - received;
};
