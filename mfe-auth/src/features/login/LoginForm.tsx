import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, formLayout, Tabs } from 'shared-ui';
import { HumanCheckField, useHumanCheck } from 'shared-ui/human-check';
import { type FieldErrors, useForm, useMessage, useRemote } from 'shared-ui/kit';

import { useCaptcha } from '../../api/captcha';
import { useAuthFlags } from '../../api/settings';
import { CaptchaField, useRefreshCaptcha } from '../../components/CaptchaField';
import { DemoInboxLink } from '../../components/DemoInboxLink';
import { FormAlert } from '../../components/FormAlert';
import { FormField } from '../../components/FormField';
import { credentialErrors, type Credentials } from '../../components/formRules';
import { MessageDialog } from '../../components/MessageDialog';
import { type Message, messageOf } from '../../lib/errors';
import { readRememberedUsername } from '../../lib/rememberMe';
import { AUTH_NAMESPACE } from '../../remote';
import { authUi } from '../../state/authUi';
import { useFreePlay } from '../session/useFreePlay';
import {
  NoLoginPhoneFields,
  type PhoneWayValues,
  useDialingCode,
  usePhoneWayRules,
} from './NoLoginPhoneFields';
import { SocialSignIn } from './SocialSignIn';
import { TwoFactorStep } from './TwoFactorStep';
import { type TwoFactorChallenge, useLoginSubmit } from './useLoginSubmit';

type LoginType = 'username' | 'sms';
type LoginValues = Credentials & PhoneWayValues & { remember: boolean };

export interface LoginFormProps {
  /** Opens the registration form (popup) or page. */
  onRegister: () => void;
  /** Agent login: refused for non-agents. */
  agentLogin?: boolean;
  /** Good news shown until the next try (the password was changed: log in again). */
  notice?: Message | null;
}

/** The login form of the popup and the /login page (SPEC section 2, login popup). */
export const LoginForm = ({ onRegister, agentLogin = false, notice = null }: LoginFormProps) => {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const { host } = useRemote();
  const flags = useAuthFlags();
  const text = useMessage();
  const phoneWayRules = usePhoneWayRules();
  const submitLogin = useLoginSubmit();
  const startFreePlay = useFreePlay();
  // Only the username is ever remembered; the password field always starts empty.
  const [remembered] = useState(readRememberedUsername);
  const [type, setType] = useState<LoginType>('username');
  // Asked for by the platform (failures, an attack on the account or address): then solved in
  // the background and the login sent again with it (ADR 0022).
  const [checkAsked, setCheckAsked] = useState(false);
  const [retryWhenVerified, setRetryWhenVerified] = useState(false);
  const check = useHumanCheck('login', { auto: checkAsked });
  // A brand that shows its picture after failures gets it (one people can read, ADR 0022).
  const [captchaShown, setCaptchaShown] = useState(false);
  const captchaQuery = useCaptcha(captchaShown && type === 'username');
  const refreshCaptcha = useRefreshCaptcha();
  const [news, setNews] = useState<Message | null>(notice);
  const [dialog, setDialog] = useState<Message | null>(null);
  // The login sent again by itself once the asked-for check is solved: outside the form's submit.
  const [retrying, setRetrying] = useState(false);
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const show = (message: Message | null) => (message ? outcome.fail(message) : outcome.clear());

  const validate = (values: LoginValues): FieldErrors<LoginValues> =>
    type === 'username' ? credentialErrors(values, captchaShown) : phoneWayRules(values);

  const login = async (values: LoginValues): Promise<void> => {
    let humanCheck: string | undefined;
    if (checkAsked) {
      try {
        humanCheck = await check.take();
      } catch {
        return outcome.fail({ key: 'errors.human_check_failed' });
      }
    }
    const answer = await submitLogin(
      type === 'username'
        ? {
            type,
            username: values.username.trim(),
            password: values.password,
            agentLogin,
            humanCheck,
            ...(captchaShown
              ? { captcha: values.captcha.trim(), captchaId: captchaQuery.data?.captchaId }
              : {}),
          }
        : {
            type,
            mobileNum: values.mobileNum.trim(),
            countryDialingCode: dialing || undefined,
            verificationCode: values.verificationCode.trim(),
            agentLogin,
            humanCheck,
          },
      values.remember,
    );
    if (answer.ok === 'twoFactor') return setChallenge(answer.challenge);
    if (answer.ok) return;
    if (answer.captcha) {
      // Every answer spends the picture: the next try needs a fresh one.
      if (captchaShown) refreshCaptcha();
      setCaptchaShown(true);
      form.setField('captcha', '');
    }
    if (answer.humanCheck && !humanCheck) {
      // Asked for the first time: say so, and send again by itself once it is solved.
      setCheckAsked(true);
      setRetryWhenVerified(true);
    } else if (answer.checkNext) {
      // Failures: the next attempt needs it, so it is solved while the player retypes.
      setCheckAsked(true);
    }
    if (answer.field) form.setErrors({ [answer.field]: answer.message });
    else outcome.fail(answer.message);
  };

  const form = useForm<LoginValues>({
    initial: {
      username: remembered ?? '',
      password: '',
      captcha: '',
      dialingCode: '',
      mobileNum: '',
      verificationCode: '',
      remember: remembered !== null,
    },
    validate,
    onSubmit: login,
    describe: (error) => messageOf(error, { login: true }),
  });
  const { values, errors, setField, outcome } = form;
  const busy = form.submitting || retrying;
  const dialing = useDialingCode(values.dialingCode);

  useEffect(() => {
    if (!retryWhenVerified || check.status !== 'ready') return;
    setRetryWhenVerified(false);
    outcome.clear();
    setRetrying(true);
    void login(values).finally(() => setRetrying(false));
    // Only the verification becoming ready starts the retry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [retryWhenVerified, check.status]);

  const onSubmit = (event: FormEvent) => {
    const found = validate(values);
    // SPEC's "please enter the username and password" above the fields that say which is empty.
    show(found.username || found.password ? { key: 'username_password_required' } : null);
    setNews(null);
    void form.submit(event);
  };

  if (challenge)
    return (
      <TwoFactorStep
        challenge={challenge}
        onRestart={(why) => {
          // What was typed stays: a new ticket is one click away.
          setChallenge(null);
          show(why);
        }}
      />
    );

  return (
    <form className={formLayout.form} onSubmit={onSubmit} noValidate aria-label={t('login.title')}>
      {flags.smsLogin ? (
        <Tabs
          label={t('login.type')}
          items={[
            { id: 'username', label: t('login.byUsername') },
            { id: 'sms', label: t('login.bySms') },
          ]}
          value={type}
          onChange={(next: LoginType) => {
            setType(next);
            form.setErrors({});
            outcome.clear();
          }}
        />
      ) : null}
      {type === 'username' ? (
        <>
          <FormField form={form} name="username" autoComplete="username" />
          <FormField form={form} name="password" type="password" autoComplete="current-password" />
          {captchaShown ? (
            <CaptchaField
              value={values.captcha}
              onChange={(value) => setField('captcha', value)}
              image={captchaQuery.data?.image}
              error={text(errors.captcha)}
            />
          ) : null}
        </>
      ) : (
        <NoLoginPhoneFields form={form} purpose="login" onRefused={setDialog} />
      )}
      {type === 'sms' ? <DemoInboxLink /> : null}
      <div className={formLayout.between}>
        <label className={formLayout.check}>
          <input
            type="checkbox"
            checked={values.remember}
            onChange={(e) => setField('remember', e.target.checked)}
          />
          {t('login.remember')}
        </label>
        <button
          type="button"
          className={formLayout.link}
          onClick={() => authUi.open('forgotPassword')}
        >
          {t('login.forgot')}
        </button>
      </div>
      {checkAsked ? <HumanCheckField check={check} /> : null}
      <FormAlert message={news} tone="status" />
      {news && 'key' in news && news.key === 'login.memberPage' ? (
        <button
          type="button"
          className={formLayout.link}
          onClick={() => host.bus.publish({ type: 'OpenCustomerService' })}
        >
          {t('login.askCustomerService')}
        </button>
      ) : null}
      <FormAlert message={outcome.message} />
      <div className={formLayout.actions}>
        <Button type="submit" fullWidth disabled={busy} aria-busy={busy}>
          {t('login.submit')}
        </Button>
        {flags.freePlay ? (
          <Button variant="secondary" fullWidth onClick={() => void startFreePlay().then(show)}>
            {t('login.freeTrial')}
          </Button>
        ) : null}
      </div>
      <SocialSignIn onFailure={outcome.fail} />
      {/* Every way into registration follows DIRECTREG3 and the types the brand offers. */}
      {flags.directRegister &&
      (flags.usernameRegister || flags.mobileRegister || flags.mobilePasswordRegister) ? (
        <p className={formLayout.muted}>
          {t('login.noAccount')}{' '}
          <button type="button" className={formLayout.link} onClick={onRegister}>
            {t('login.registerLink')}
          </button>
        </p>
      ) : null}
      <MessageDialog message={dialog} onClose={() => setDialog(null)} />
    </form>
  );
};
