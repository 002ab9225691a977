import { useTranslation } from 'react-i18next';
import type { PayoutAccount, PayoutAccountType, PayoutProvider } from 'shared-contracts';
import { formLayout, FormSelect, Panel, TextField } from 'shared-ui';
import {
  type FieldErrors,
  FormAlert,
  type Message,
  messageOf,
  reasonOf,
  useForm,
  useMessage,
} from 'shared-ui/kit';

import { useAddPayoutAccount } from '../../api/security';
import { FormSubmitRow } from '../../components/FormSubmitRow';
import { cx, layout } from '../../components/layout';
import { member } from '../../remote';
import styles from './Security.module.css';

interface AccountValues extends Record<string, unknown> {
  type: PayoutAccountType;
  provider: string;
  accountNumber: string;
}

/** The platform's number rules, checked on the number without spaces and dashes. */
const NUMBER_RULES: Record<PayoutAccountType, RegExp> = {
  bank: /^\d{6,24}$/,
  ewallet: /^[A-Za-z0-9@._+-]{6,32}$/,
};

const TYPES: readonly PayoutAccountType[] = ['bank', 'ewallet'];

/** A payee other than the profile's real name is said in the page's words. */
const describe = (error: unknown): Message =>
  reasonOf(error) === 'payeeNameMismatch'
    ? { key: 'security.accounts.payeeMismatch' }
    : messageOf(error);

export const compactNumber = (value: string) => value.replace(/[\s-]/g, '');

export interface AddPayoutAccountFormProps {
  realName: string | null;
  providers: PayoutProvider[];
  accounts: PayoutAccount[];
  maxPerType: number;
}

/**
 * Binds a bank card or e-wallet. The payee must be the profile's real name, so it is filled
 * in and not editable; without a real name the player is sent to the profile first.
 */
export const AddPayoutAccountForm = ({
  realName,
  providers,
  accounts,
  maxPerType,
}: AddPayoutAccountFormProps) => {
  const { t } = useTranslation(member.namespace);
  const text = useMessage();
  const add = useAddPayoutAccount();
  const types = TYPES.filter((type) => providers.some((provider) => provider.type === type));
  const firstType = types[0] ?? 'bank';

  const form = useForm<AccountValues>({
    initial: { type: firstType, provider: '', accountNumber: '' },
    validate: (values) => {
      const errors: FieldErrors<AccountValues> = {};
      if (values.provider === '') errors.provider = { key: 'security.accounts.providerRequired' };
      const number = compactNumber(values.accountNumber);
      if (number === '') errors.accountNumber = { key: 'common.required' };
      else if (!NUMBER_RULES[values.type].test(number))
        errors.accountNumber = { key: `security.accounts.numberInvalid.${values.type}` };
      return errors;
    },
    describe,
    onSubmit: async (values) => {
      if (!realName) return;
      await add.mutateAsync({
        type: values.type,
        provider: values.provider,
        accountNumber: compactNumber(values.accountNumber),
        payeeName: realName,
      });
      form.reset({ type: values.type, provider: '', accountNumber: '' });
      form.outcome.success({ key: 'security.accounts.added' });
    },
  });
  const { values, errors, setField } = form;
  const full = accounts.filter((account) => account.type === values.type).length >= maxPerType;

  if (types.length === 0) return null;

  return (
    <Panel headingLevel={4} title={t('security.accounts.addTitle')}>
      {realName ? (
        <form className={layout.stack} noValidate onSubmit={(event) => void form.submit(event)}>
          <fieldset className={cx(layout.fieldset, styles.fieldset)}>
            <legend>{t('security.accounts.type')}</legend>
            {types.map((type) => (
              <label key={type} className={formLayout.check}>
                <input
                  type="radio"
                  name="accountType"
                  value={type}
                  checked={values.type === type}
                  onChange={() => {
                    setField('type', type);
                    setField('provider', '');
                  }}
                />
                {t(`security.accounts.types.${type}`)}
              </label>
            ))}
          </fieldset>
          <FormSelect
            id="payout-provider"
            label={t(`security.accounts.provider.${values.type}`)}
            className={styles.select}
            value={values.provider}
            error={text(errors.provider)}
            onChange={(event) => setField('provider', event.target.value)}
          >
            <option value="">{t('security.accounts.choose')}</option>
            {providers
              .filter((provider) => provider.type === values.type)
              .map((provider) => (
                <option key={provider.code} value={provider.code}>
                  {provider.name}
                </option>
              ))}
          </FormSelect>
          <TextField
            label={t(`security.accounts.number.${values.type}`)}
            inputMode={values.type === 'bank' ? 'numeric' : 'text'}
            autoComplete="off"
            required
            value={values.accountNumber}
            onChange={(event) => setField('accountNumber', event.target.value)}
            error={text(errors.accountNumber)}
          />
          <TextField
            label={t('security.accounts.payee')}
            hint={t('security.accounts.payeeHint')}
            value={realName}
            readOnly
          />
          {full ? (
            <FormAlert
              message={{ key: 'security.accounts.full', params: { max: maxPerType } }}
              tone="info"
            />
          ) : null}
          <FormSubmitRow outcome={form.outcome} pending={add.isPending} disabled={full}>
            {t('security.accounts.add')}
          </FormSubmitRow>
        </form>
      ) : (
        <p className={layout.muted}>{t('security.accounts.realNameFirst')}</p>
      )}
    </Panel>
  );
};
