import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, formLayout, Tabs, TextField } from 'shared-ui';
import { HumanCheckField, useHumanCheck } from 'shared-ui/human-check';
import { useRemote } from 'shared-ui/kit';

import { useCaptcha } from '../../api/captcha';
import { useCountryCodes } from '../../api/countryCodes';
import { useAuthFlags } from '../../api/whitelabel';
import { CaptchaField, useRefreshCaptcha } from '../../components/CaptchaField';
import { DemoInboxLink } from '../../components/DemoInboxLink';
import { FormAlert } from '../../components/FormAlert';
import { MessageDialog } from '../../components/MessageDialog';
import { PhoneFields } from '../../components/PhoneFields';
import { requiredPlaceholder } from '../../components/requiredPlaceholder';
import { presentErrors, useFieldErrors } from '../../components/useFieldErrors';
import { useFieldText } from '../../components/useFieldText';
import { useMessage } from '../../components/useMessage';
import { checkSmsCode, useMobileCheck } from '../../components/useMobileCheck';
import type { Message } from '../../lib/errors';
import { readRememberedUsername } from '../../lib/rememberMe';
import { AUTH_NAMESPACE } from '../../remote';
import { authUi } from '../../state/authUi';
import { useFreePlay } from '../session/useFreePlay';
import { SocialSignIn } from './SocialSignIn';
import { TwoFactorStep } from './TwoFactorStep';
import { type TwoFactorChallenge, useLoginSubmit } from './useLoginSubmit';
import { useSendNoLoginCode } from './useSendLoginCode';

type LoginType = 'username' | 'sms';
type Field = 'username' | 'password' | 'captcha' | 'mobileNum' | 'verificationCode';
type Errors = Partial<Record<Field, string>>;

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
  const fieldText = useFieldText();
  const text = useMessage();
  const checkMobile = useMobileCheck();
  const countries = useCountryCodes().data ?? [];
  const submitLogin = useLoginSubmit();
  const sendCode = useSendNoLoginCode('login');
  const startFreePlay = useFreePlay();
  // Only the username is ever remembered; the password field always starts empty.
  const [remembered] = useState(readRememberedUsername);
  const [type, setType] = useState<LoginType>('username');
  const [username, setUsername] = useState(remembered ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(remembered !== null);
  // Asked for by the platform (failures, an attack on the account or address): then solved in
  // the background and the login sent again with it (ADR 0022).
  const [checkAsked, setCheckAsked] = useState(false);
  const [retryWhenVerified, setRetryWhenVerified] = useState(false);
  const check = useHumanCheck('login', { auto: checkAsked });
  // A brand that shows its picture after failures gets it (one people can read, ADR 0022).
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captcha, setCaptcha] = useState('');
  const captchaQuery = useCaptcha(captchaShown && type === 'username');
  const refreshCaptcha = useRefreshCaptcha();
  const [dialingCode, setDialingCode] = useState('');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const { errors, setErrors, changed } = useFieldErrors<Field>();
  const [message, setMessage] = useState<Message | null>(null);
  const [news, setNews] = useState<Message | null>(notice);
  const [dialog, setDialog] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const dialing = dialingCode || countries[0]?.countryDialingCode || '';

  const validate = (): Errors => {
    const found: Errors = {};
    const empty = fieldText({ key: 'not_empty' });
    if (type === 'username') {
      if (username.trim() === '') found.username = empty;
      if (password === '') found.password = empty;
      if (captchaShown && captcha.trim() === '') found.captcha = empty;
    } else {
      found.mobileNum = fieldText(checkMobile(mobile));
      found.verificationCode = fieldText(checkSmsCode(code));
    }
    return presentErrors(found);
  };

  const login = async () => {
    setBusy(true);
    let humanCheck: string | undefined;
    if (checkAsked) {
      try {
        humanCheck = await check.take();
      } catch {
        setBusy(false);
        return setMessage({ key: 'errors.human_check_failed' });
      }
    }
    const outcome = await submitLogin(
      type === 'username'
        ? {
            type,
            username: username.trim(),
            password,
            agentLogin,
            humanCheck,
            ...(captchaShown
              ? { captcha: captcha.trim(), captchaId: captchaQuery.data?.captchaId }
              : {}),
          }
        : {
            type,
            mobileNum: mobile.trim(),
            countryDialingCode: dialing || undefined,
            verificationCode: code.trim(),
            agentLogin,
            humanCheck,
          },
      remember,
    );
    setBusy(false);
    if (outcome.ok === 'twoFactor') return setChallenge(outcome.challenge);
    if (outcome.ok) return;
    if (outcome.captcha) {
      // Every answer spends the picture: the next try needs a fresh one.
      if (captchaShown) refreshCaptcha();
      setCaptchaShown(true);
      setCaptcha('');
    }
    if (outcome.humanCheck && !humanCheck) {
      // Asked for the first time: say so, and send again by itself once it is solved.
      setCheckAsked(true);
      setRetryWhenVerified(true);
    } else if (outcome.checkNext) {
      // Failures: the next attempt needs it, so it is solved while the player retypes.
      setCheckAsked(true);
    }
    if (outcome.field) setErrors({ [outcome.field]: text(outcome.message) });
    else setMessage(outcome.message);
  };

  useEffect(() => {
    if (!retryWhenVerified || check.status !== 'ready') return;
    setRetryWhenVerified(false);
    setMessage(null);
    void login();
    // Only the verification becoming ready starts the retry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [retryWhenVerified, check.status]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    // SPEC's "please enter the username and password" above the fields that say which is empty.
    setMessage(found.username || found.password ? { key: 'username_password_required' } : null);
    setNews(null);
    if (Object.keys(found).length > 0) return;
    await login();
  };

  if (challenge)
    return (
      <TwoFactorStep
        challenge={challenge}
        onRestart={(why) => {
          // What was typed stays: a new ticket is one click away.
          setChallenge(null);
          setMessage(why);
        }}
      />
    );

  return (
    <form
      className={formLayout.form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={t('login.title')}
    >
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
            setErrors({});
            setMessage(null);
          }}
        />
      ) : null}
      {type === 'username' ? (
        <>
          <TextField
            label={t('fields.username')}
            placeholder={requiredPlaceholder(t('fields.username'))}
            name="username"
            autoComplete="username"
            required
            value={username}
            onChange={(e) => changed('username', setUsername)(e.target.value)}
            error={errors.username}
          />
          <TextField
            label={t('fields.password')}
            placeholder={requiredPlaceholder(t('fields.password'))}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => changed('password', setPassword)(e.target.value)}
            error={errors.password}
          />
          {captchaShown ? (
            <CaptchaField
              value={captcha}
              onChange={changed('captcha', setCaptcha)}
              image={captchaQuery.data?.image}
              error={errors.captcha}
            />
          ) : null}
        </>
      ) : (
        <PhoneFields
          countries={countries}
          dialingCode={dialing}
          onDialingCode={setDialingCode}
          mobile={mobile}
          onMobile={changed('mobileNum', setMobile)}
          mobileError={errors.mobileNum}
          code={{
            value: code,
            onChange: changed('verificationCode', setCode),
            error: errors.verificationCode,
            checkNumber: () => {
              const invalid = checkMobile(mobile);
              if (invalid) setErrors((current) => ({ ...current, mobileNum: fieldText(invalid) }));
              return !invalid;
            },
            send: (humanCheck) => sendCode(mobile, dialing || undefined, humanCheck),
            onRefused: setDialog,
          }}
        />
      )}
      {type === 'sms' ? <DemoInboxLink /> : null}
      <div className={formLayout.between}>
        <label className={formLayout.check}>
          <input
            type="checkbox"
            checked={remember}
            onChange={(e) => setRemember(e.target.checked)}
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
      <FormAlert message={message} />
      <div className={formLayout.actions}>
        <Button type="submit" fullWidth disabled={busy} aria-busy={busy}>
          {t('login.submit')}
        </Button>
        {flags.freePlay ? (
          <Button
            variant="secondary"
            fullWidth
            onClick={() => void startFreePlay().then(setMessage)}
          >
            {t('login.freeTrial')}
          </Button>
        ) : null}
      </div>
      <SocialSignIn onFailure={setMessage} />
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
