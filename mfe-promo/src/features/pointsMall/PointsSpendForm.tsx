import { type FormEvent, type ReactNode, useState } from 'react';
import { Button, formLayout } from 'shared-ui';
import {
  type FieldErrors,
  FormAlert,
  isDefiniteRefusal,
  type Message,
  useIdempotencyKey,
  useMessage,
  useRemote,
} from 'shared-ui/kit';

import { useWithdrawalPasswordSet } from '../../api/points';
import { PasswordUnsetNotice } from './PasswordUnsetNotice';
import { type PlacedRefusal, placeRefusal } from './pointsRefusals';
import { WithdrawalPasswordField } from './WithdrawalPasswordField';

/**
 * What a points spend (a conversion, a redemption) keeps between tries: the idempotency key,
 * which survives a lost answer so a retry cannot spend twice, and whether the member has no
 * withdrawal password to confirm it with. The outcome is the form's (the kit's `useForm`).
 */
export const usePointsSpend = (amountField: 'quantity' | 'points') => {
  const { host } = useRemote();
  const passwordSet = useWithdrawalPasswordSet();
  const [idempotencyKey, renewKey] = useIdempotencyKey();
  const [unset, setUnset] = useState(false);
  return {
    idempotencyKey,
    /** The spend went through: the next one is a new request; cash paid shows in the balance. */
    done: (paidCash: boolean) => {
      renewKey();
      if (paidCash) host.bus.publish({ type: 'RefreshBalance' });
    },
    /**
     * Where a refusal belongs. One that moved nothing renews the key; one for want of a
     * withdrawal password shows the way to set one.
     */
    refused: (error: unknown): PlacedRefusal => {
      if (isDefiniteRefusal(error)) renewKey();
      const placed = placeRefusal(error, amountField);
      if (placed.passwordUnset) setUnset(true);
      return placed;
    },
    passwordUnset: passwordSet.data === false || unset,
  };
};

/** A spend's form outcome (the kit's `useForm` holds it). */
interface SpendOutcome {
  message: Message | null;
  tone: 'error' | 'success' | 'info';
  clear: () => void;
}

/** A value of the spend changed: the last spend's confirmation is old news. */
export const spendEdited = (outcome: SpendOutcome) => {
  if (outcome.tone === 'success') outcome.clear();
};

/** What the spend's form holds besides the spend's own fields. */
interface PasswordValues {
  withdrawalPassword: string;
}

export interface PointsSpendFormProps {
  /** The spend's form (the kit's `useForm`). */
  form: {
    values: PasswordValues;
    errors: FieldErrors<PasswordValues>;
    setField: (field: 'withdrawalPassword', value: string) => void;
    submit: (event?: FormEvent) => Promise<void>;
    outcome: SpendOutcome;
  };
  spend: ReturnType<typeof usePointsSpend>;
  /** The spend's call is under way. */
  pending: boolean;
  submitLabel: ReactNode;
  /** Above everything else (the brand's rules). */
  intro?: ReactNode;
  /** The spend's own fields. */
  children: ReactNode;
}

/**
 * The form of a points spend: the spend's fields, the withdrawal password that confirms it (or
 * the way to set one), its outcome and its submit button.
 */
export const PointsSpendForm = ({
  form,
  spend,
  pending,
  submitLabel,
  intro,
  children,
}: PointsSpendFormProps) => {
  const text = useMessage();
  return (
    <form
      className={formLayout.form}
      noValidate
      onSubmit={(event) => {
        form.outcome.clear();
        void form.submit(event);
      }}
    >
      {intro}
      {spend.passwordUnset ? <PasswordUnsetNotice /> : null}
      {children}
      <WithdrawalPasswordField
        value={form.values.withdrawalPassword}
        onChange={(value) => {
          form.setField('withdrawalPassword', value);
          spendEdited(form.outcome);
        }}
        error={text(form.errors.withdrawalPassword)}
      />
      <FormAlert message={form.outcome.message} tone={form.outcome.tone} />
      <Button type="submit" fullWidth disabled={pending} aria-busy={pending}>
        {submitLabel}
      </Button>
    </form>
  );
};
