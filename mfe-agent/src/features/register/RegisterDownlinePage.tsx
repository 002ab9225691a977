import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type DownlineType,
  type FieldRule,
  validateConfirmation,
  validateField,
} from 'shared-contracts';
import { Alert, Button, EmptyState, SelectField, TextField } from 'shared-ui';
import { HumanCheckField, useHumanCheck } from 'shared-ui/human-check';
import {
  FormAlert,
  isDefiniteRefusal,
  type Message,
  messageOf,
  QueryView,
  reasonOf,
  refusalOf,
  useIdempotencyKey,
} from 'shared-ui/kit';

import { useContractInfo } from '../../api/info';
import { useRegisterDownline, useRegisterSetting } from '../../api/team';
import { formatRate, parseRate, rateInput } from '../../lib/rates';
import { agent } from '../../remote';
import styles from './RegisterDownlinePage.module.css';

type Field = 'username' | 'password' | 'confirmPassword' | 'nickname' | 'rebate';
type Errors = Partial<Record<Field, string>>;

/** When the brand has no rule for a field: any 1 to 64 characters. */
const ANY_TEXT: FieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId: 0,
  minLength: 1,
  maxLength: 64,
};

interface RegisterFormProps {
  maxRebateBp: number;
  usernameRule: FieldRule;
  passwordRule: FieldRule;
}

const RegisterForm = ({ maxRebateBp, usernameRule, passwordRule }: RegisterFormProps) => {
  const { t } = useTranslation(agent.namespace);
  const [type, setType] = useState<DownlineType>('player');
  const [values, setValues] = useState({
    username: '',
    password: '',
    confirmPassword: '',
    nickname: '',
    rebate: rateInput(0),
  });
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<Message | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const [idempotencyKey, renewKey] = useIdempotencyKey();
  const register = useRegisterDownline();
  // After a few tries in a short while the platform asks for the human verification (ADR 0022):
  // it then runs in the background and the form is sent again by itself once it is solved.
  const [checkAsked, setCheckAsked] = useState(false);
  const [sendWhenVerified, setSendWhenVerified] = useState(false);
  const check = useHumanCheck('downline', { auto: checkAsked });

  const rangeOf = (rule: FieldRule) =>
    rule.minLength === rule.maxLength
      ? String(rule.minLength)
      : `${rule.minLength} - ${rule.maxLength}`;
  const ruleMessage = (rule: FieldRule, error: { key: string } | null) =>
    error === null
      ? undefined
      : error.key === 'not_empty'
        ? t('register.required')
        : t('register.ruleBroken', { range: rangeOf(rule) });

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const validate = (): { errors: Errors; rebateBp: number | null } => {
    const rebateBp = parseRate(values.rebate);
    const confirmation = validateConfirmation(values.password, values.confirmPassword);
    return {
      rebateBp,
      errors: {
        username: ruleMessage(
          usernameRule,
          validateField('username', usernameRule, values.username),
        ),
        password: ruleMessage(
          passwordRule,
          validateField('password', passwordRule, values.password),
        ),
        confirmPassword: confirmation
          ? confirmation.key === 'not_empty'
            ? t('register.required')
            : t('register.passwordsDiffer')
          : undefined,
        nickname: values.nickname.length > 64 ? t('register.nicknameTooLong') : undefined,
        rebate:
          rebateBp === null
            ? t('register.rateInvalid')
            : rebateBp > maxRebateBp
              ? t('register.rebateTooHigh', { max: formatRate(maxRebateBp) })
              : undefined,
      },
    };
  };

  const send = async () => {
    setOutcome(null);
    const checked = validate();
    setErrors(checked.errors);
    if (Object.values(checked.errors).some(Boolean) || checked.rebateBp === null) return;
    let humanCheck: string | undefined;
    if (checkAsked) {
      try {
        humanCheck = await check.take();
      } catch {
        return setOutcome({ key: 'register.humanCheckFailed' });
      }
    }
    register.mutate(
      {
        idempotencyKey,
        input: {
          username: values.username.trim(),
          password: values.password,
          nickname: values.nickname.trim() || undefined,
          memberType: type,
          rebateBp: checked.rebateBp,
          humanCheck,
        },
      },
      {
        onSuccess: (account) => {
          renewKey();
          setCreated(account.username);
          setValues({
            username: '',
            password: '',
            confirmPassword: '',
            nickname: '',
            rebate: rateInput(0),
          });
        },
        onError: (error) => {
          // A refusal moved nothing: the next try is a new request. A lost answer reuses the key.
          if (isDefiniteRefusal(error)) renewKey();
          const refusal = refusalOf(error);
          const reason = reasonOf(error);
          if (reason === 'humanCheckRequired' || reason === 'humanCheckFailed') {
            setCheckAsked(true);
            setSendWhenVerified(true);
            setOutcome({ key: 'register.humanCheck' });
          } else if (reason === 'rebateTooHigh') {
            const max = typeof refusal.max === 'number' ? refusal.max : maxRebateBp;
            setErrors({ rebate: t('register.rebateTooHigh', { max: formatRate(max) }) });
          } else if (reason === 'usernameTaken') {
            setErrors({ username: t('register.usernameTaken') });
          } else if (reason === 'downlineDailyLimit' && typeof refusal.limit === 'number') {
            setOutcome({ key: 'register.dailyLimit', params: { limit: refusal.limit } });
          } else if (reason === 'downlineThrottled' && typeof refusal.retryAfter === 'number') {
            setOutcome({ key: 'register.throttled', params: { seconds: refusal.retryAfter } });
          } else if (refusal.field === 'username' || refusal.field === 'password') {
            // The registration's own field refusal, in the platform's words.
            setErrors({
              [refusal.field]: (error as Error).message || t('register.ruleBroken', { range: '' }),
            });
          } else {
            setOutcome(messageOf(error));
          }
        },
      },
    );
  };

  useEffect(() => {
    if (!sendWhenVerified || check.status !== 'ready') return;
    setSendWhenVerified(false);
    void send();
    // Only the verification becoming ready sends again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sendWhenVerified, check.status]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {created ? (
        <Alert tone="success">{t('register.created', { username: created })}</Alert>
      ) : null}
      <FormAlert message={outcome} />
      <p className={styles.note}>{t('register.requiredNote')}</p>
      <SelectField
        label={t('register.type')}
        value={type}
        onChange={setType}
        options={[
          { value: 'player', label: t('register.player') },
          { value: 'agent', label: t('register.agent') },
        ]}
      />
      <TextField
        label={t('register.username')}
        required
        autoComplete="off"
        value={values.username}
        onChange={(event) => set('username', event.target.value)}
        error={errors.username}
        hint={t('register.usernameHint', { range: rangeOf(usernameRule) })}
      />
      <TextField
        label={t('register.password')}
        type="password"
        required
        autoComplete="new-password"
        value={values.password}
        onChange={(event) => set('password', event.target.value)}
        error={errors.password}
        hint={t('register.passwordHint', { range: rangeOf(passwordRule) })}
      />
      <TextField
        label={t('register.confirmPassword')}
        type="password"
        required
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(event) => set('confirmPassword', event.target.value)}
        error={errors.confirmPassword}
      />
      <TextField
        label={t('register.nickname')}
        value={values.nickname}
        onChange={(event) => set('nickname', event.target.value)}
        error={errors.nickname}
      />
      <TextField
        label={t('register.rebate')}
        inputMode="decimal"
        required
        value={values.rebate}
        onChange={(event) => set('rebate', event.target.value)}
        error={errors.rebate}
        hint={t('register.rebateHint', { max: formatRate(maxRebateBp) })}
        trailing="%"
      />
      {checkAsked ? <HumanCheckField check={check} /> : null}
      <Button type="submit" disabled={register.isPending}>
        {register.isPending ? t('register.submitting') : t('register.submit')}
      </Button>
    </form>
  );
};

/**
 * Registers a player or a sub-agent directly under the agent: username and password by the
 * brand's registration rules, a rebate no higher than the agent's own. The platform's refusals
 * show at their fields; success names the new account.
 */
export const RegisterDownlinePage = () => {
  const { t } = useTranslation(agent.namespace);
  const info = useContractInfo();
  const setting = useRegisterSetting();
  const both = {
    data: info.data && setting.data ? { info: info.data.info, setting: setting.data } : undefined,
    isPending: info.isPending || setting.isPending,
    isError: info.isError || setting.isError,
    refetch: () => Promise.all([info.refetch(), setting.refetch()]),
  };
  return (
    <QueryView
      query={both}
      loadingLabel={t('common.loading')}
      errorMessage={t('common.loadError')}
      retryLabel={t('common.retry')}
    >
      {({ info: me, setting: rules }) =>
        me.canRegister ? (
          <RegisterForm
            maxRebateBp={me.maxRebateBp}
            usernameRule={rules.fields.username ?? ANY_TEXT}
            passwordRule={rules.fields.password ?? ANY_TEXT}
          />
        ) : (
          <EmptyState title={t('register.notAllowed')} />
        )
      }
    </QueryView>
  );
};
