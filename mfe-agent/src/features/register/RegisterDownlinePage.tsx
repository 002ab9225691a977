import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type DownlineType,
  type FieldRule,
  validateConfirmation,
  validateField,
} from 'shared-contracts';
import { Alert, Button, EmptyState, formLayout, SelectField, TextField } from 'shared-ui';
import { HumanCheckField, useHumanCheck } from 'shared-ui/human-check';
import {
  type FieldErrors,
  FormAlert,
  isDefiniteRefusal,
  type Message,
  messageOf,
  QueryView,
  reasonOf,
  refusalOf,
  useForm,
  useIdempotencyKey,
  useMessage,
} from 'shared-ui/kit';

import { useContractInfo } from '../../api/info';
import { useRegisterDownline, useRegisterSetting } from '../../api/team';
import { formatRate, parseRate, rateInput, rebateProblem, rebateTooHigh } from '../../lib/rates';
import { agent } from '../../remote';
import styles from './RegisterDownlinePage.module.css';

interface RegisterValues extends Record<string, unknown> {
  type: DownlineType;
  username: string;
  password: string;
  confirmPassword: string;
  nickname: string;
  rebate: string;
}

const EMPTY: RegisterValues = {
  type: 'player',
  username: '',
  password: '',
  confirmPassword: '',
  nickname: '',
  rebate: rateInput(0),
};

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
  const text = useMessage();
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
  const ruleMessage = (rule: FieldRule, error: { key: string } | null): Message | undefined =>
    error === null
      ? undefined
      : error.key === 'not_empty'
        ? { key: 'register.required' }
        : { key: 'register.ruleBroken', params: { range: rangeOf(rule) } };

  const form = useForm<RegisterValues>({
    initial: EMPTY,
    validate: (values) => {
      const errors: FieldErrors<RegisterValues> = {};
      const username = ruleMessage(
        usernameRule,
        validateField('username', usernameRule, values.username),
      );
      if (username) errors.username = username;
      const password = ruleMessage(
        passwordRule,
        validateField('password', passwordRule, values.password),
      );
      if (password) errors.password = password;
      const confirmation = validateConfirmation(values.password, values.confirmPassword);
      if (confirmation)
        errors.confirmPassword = {
          key: confirmation.key === 'not_empty' ? 'register.required' : 'register.passwordsDiffer',
        };
      if (values.nickname.length > 64) errors.nickname = { key: 'register.nicknameTooLong' };
      const rebate = rebateProblem(values.rebate, maxRebateBp);
      if (rebate) errors.rebate = rebate;
      return errors;
    },
    onSubmit: async (values) => {
      const rebateBp = parseRate(values.rebate);
      if (rebateBp === null) return;
      let humanCheck: string | undefined;
      if (checkAsked) {
        try {
          humanCheck = await check.take();
        } catch {
          outcome.fail({ key: 'register.humanCheckFailed' });
          return;
        }
      }
      register.mutate(
        {
          idempotencyKey,
          username: values.username.trim(),
          password: values.password,
          nickname: values.nickname.trim() || undefined,
          memberType: values.type,
          rebateBp,
          humanCheck,
        },
        {
          onSuccess: (account) => {
            renewKey();
            setCreated(account.username);
            // The type stays as chosen for the next downline; the fields start again.
            form.reset({ ...EMPTY, type: values.type });
          },
          onError: (error) => {
            // A refusal moved nothing: the next try is a new request. A lost answer reuses the key.
            if (isDefiniteRefusal(error)) renewKey();
            const refusal = refusalOf(error);
            const reason = reasonOf(error);
            if (reason === 'humanCheckRequired' || reason === 'humanCheckFailed') {
              setCheckAsked(true);
              setSendWhenVerified(true);
              outcome.fail({ key: 'register.humanCheck' });
            } else if (reason === 'rebateTooHigh') {
              const max = typeof refusal.max === 'number' ? refusal.max : maxRebateBp;
              form.setErrors({ rebate: rebateTooHigh(max) });
            } else if (reason === 'usernameTaken') {
              form.setErrors({ username: { key: 'register.usernameTaken' } });
            } else if (reason === 'downlineDailyLimit' && typeof refusal.limit === 'number') {
              outcome.fail({ key: 'register.dailyLimit', params: { limit: refusal.limit } });
            } else if (reason === 'downlineThrottled' && typeof refusal.retryAfter === 'number') {
              outcome.fail({ key: 'register.throttled', params: { seconds: refusal.retryAfter } });
            } else if (refusal.field === 'username' || refusal.field === 'password') {
              // The registration's own field refusal, in the platform's words.
              const said = (error as Error).message;
              form.setErrors({
                [refusal.field]: said
                  ? { text: said }
                  : { key: 'register.ruleBroken', params: { range: '' } },
              });
            } else {
              outcome.fail(messageOf(error));
            }
          },
        },
      );
    },
  });
  const { values, errors, setField, outcome } = form;
  const send = () => {
    outcome.clear();
    void form.submit();
  };

  useEffect(() => {
    if (!sendWhenVerified || check.status !== 'ready') return;
    setSendWhenVerified(false);
    send();
    // Only the verification becoming ready sends again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sendWhenVerified, check.status]);

  return (
    <form
      className={`${formLayout.form} ${styles.form}`}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      noValidate
    >
      {created ? (
        <Alert tone="success">{t('register.created', { username: created })}</Alert>
      ) : null}
      <FormAlert message={outcome.message} tone={outcome.tone} />
      {/* SPEC's "items marked with ＊ are required", above the fields. */}
      <p className={formLayout.muted}>{t('register.requiredNote')}</p>
      <SelectField
        label={t('register.type')}
        value={values.type}
        onChange={(type) => setField('type', type)}
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
        onChange={(event) => setField('username', event.target.value)}
        error={text(errors.username)}
        hint={t('register.usernameHint', { range: rangeOf(usernameRule) })}
      />
      <TextField
        label={t('register.password')}
        type="password"
        required
        autoComplete="new-password"
        value={values.password}
        onChange={(event) => setField('password', event.target.value)}
        error={text(errors.password)}
        hint={t('register.passwordHint', { range: rangeOf(passwordRule) })}
      />
      <TextField
        label={t('register.confirmPassword')}
        type="password"
        required
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(event) => setField('confirmPassword', event.target.value)}
        error={text(errors.confirmPassword)}
      />
      <TextField
        label={t('register.nickname')}
        value={values.nickname}
        onChange={(event) => setField('nickname', event.target.value)}
        error={text(errors.nickname)}
      />
      <TextField
        label={t('register.rebate')}
        inputMode="decimal"
        required
        value={values.rebate}
        onChange={(event) => setField('rebate', event.target.value)}
        error={text(errors.rebate)}
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
