import {
  type FormEvent,
  Fragment,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { type FirebaseLinkRequired, type LoginResult, PlatformError } from 'shared-contracts';
import { Button, LoadingState, Modal, TextField } from 'shared-ui';
import { HumanCheckField, useHumanCheck } from 'shared-ui/human-check';

import { useCaptcha } from '../../api/captcha';
import { useRegisterSetting } from '../../api/registerSetting';
import { useAuthCalls } from '../../api/useAuthCalls';
import { CaptchaField, useRefreshCaptcha } from '../../components/CaptchaField';
import formStyles from '../../components/Form.module.css';
import { FormAlert } from '../../components/FormAlert';
import { requiredPlaceholder } from '../../components/requiredPlaceholder';
import { presentErrors } from '../../components/useFieldErrors';
import { useFieldText } from '../../components/useFieldText';
import { useMessage } from '../../components/useMessage';
import {
  fieldRefusalOf,
  isHumanCheckRefusal,
  type Message,
  messageOf,
  wantsCaptcha,
  wantsHumanCheckNext,
} from '../../lib/errors';
import { AUTH_NAMESPACE } from '../../remote';
import { shownFields, validateRegistration } from '../register/registrationFields';
import { useCompleteLogin } from '../session/useCompleteLogin';
import styles from './FirebaseLinkDialog.module.css';

type Step = 'choose' | 'link' | 'register' | 'confirm';
type Choice = 'link' | 'register';
type Field = 'username' | 'password' | 'captcha';

const PROVIDER_NAMES = { google: 'Google', facebook: 'Facebook' } as const;

export interface FirebaseLinkDialogProps {
  /** The verified sign-in and its ticket, from the Firebase login answer. */
  signIn: FirebaseLinkRequired;
  onClose: () => void;
}

/**
 * Firebase-linked sign-in (SPEC section 4): the player links the Google or Facebook account to
 * the member account they have (its username and password) or registers a new one, confirms
 * knowing the link is permanent, and is then logged in like any login.
 */
export const FirebaseLinkDialog = ({ signIn, onClose }: FirebaseLinkDialogProps) => {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const text = useMessage();
  const fieldText = useFieldText();
  const calls = useAuthCalls();
  const completeLogin = useCompleteLogin();
  const registerSetting = useRegisterSetting();
  const [step, setStep] = useState<Step>('choose');
  const [choice, setChoice] = useState<Choice>('link');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captcha, setCaptcha] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const captchaQuery = useCaptcha(captchaShown);
  const refreshCaptcha = useRefreshCaptcha();
  // Linking checks the password as the login does: after failures it needs the human check.
  const [checkAsked, setCheckAsked] = useState(false);
  const check = useHumanCheck('login', { auto: checkAsked });
  const stepRef = useRef<HTMLDivElement>(null);
  const firstStep = useRef(true);
  const warningId = useId();

  // Each step takes the focus to its first field, or to its text when it has none, so keyboard
  // and screen-reader users start where the step starts (the modal focuses the first one).
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    const root = stepRef.current;
    (root?.querySelector<HTMLElement>('input') ?? root)?.focus();
  }, [step]);

  const provider = PROVIDER_NAMES[signIn.provider];
  const account = signIn.email ?? signIn.displayName ?? provider;
  // Line breaks after @ and dots, so a long email wraps where it reads well on a phone.
  const strong = (value: string): ReactNode => (
    <span className={styles.account}>
      {value.split(/(?<=[@.])/).map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );

  const go = (next: Step) => {
    setMessage(null);
    setStep(next);
  };

  const choose = (next: Choice) => {
    // Credentials typed for one choice do not carry over into the other.
    if (next !== choice) {
      setUsername('');
      setPassword('');
    }
    setChoice(next);
    setErrors({});
    go(next);
  };

  const usernameRule = registerSetting.data
    ? shownFields(registerSetting.data, 'register', false).filter((f) => f.field === 'username')
    : [];

  const validate = (): Partial<Record<Field, string>> => {
    const empty = fieldText({ key: 'not_empty' });
    const found: Partial<Record<Field, string>> = {};
    if (choice === 'register') {
      found.username = fieldText(validateRegistration(usernameRule, { username }).username);
    } else {
      if (username.trim() === '') found.username = empty;
      if (password === '') found.password = empty;
      if (captchaShown && captcha.trim() === '') found.captcha = empty;
    }
    return presentErrors(found);
  };

  const onContinue = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length === 0) go('confirm');
  };

  const link = (humanCheck?: string) =>
    calls.firebaseLink({
      ticket: signIn.ticket,
      username: username.trim(),
      password,
      humanCheck,
      ...(captchaShown ? { captcha: captcha.trim(), captchaId: captchaQuery.data?.captchaId } : {}),
    });

  /** Links with the human check when it was asked for; asked for now, solves it and sends again. */
  const linkChecked = async (): Promise<LoginResult> => {
    if (checkAsked) return link(await check.take());
    try {
      return await link();
    } catch (error) {
      if (!isHumanCheckRefusal(error)) throw error;
      setCheckAsked(true);
      return link(await check.take());
    }
  };

  const onConfirm = async () => {
    setBusy(true);
    let result: LoginResult;
    try {
      result =
        choice === 'link'
          ? await linkChecked()
          : await calls.firebaseRegister(signIn.ticket, username.trim());
    } catch (error) {
      setBusy(false);
      const refusal = fieldRefusalOf(error);
      if (wantsCaptcha(error)) {
        // Every answer spends the captcha: the next try needs a fresh image.
        if (captchaShown) refreshCaptcha();
        setCaptchaShown(true);
        setCaptcha('');
      }
      if (wantsHumanCheckNext(error)) setCheckAsked(true);
      setErrors(refusal ? { [refusal.field]: text(refusal.message) } : {});
      setStep(choice);
      // Every platform answer is a PlatformError: anything else is a check that could not be
      // solved (asked for in this very attempt, so `checkAsked` may not say so yet).
      const unsolved = !(error instanceof PlatformError);
      setMessage(
        refusal
          ? null
          : unsolved
            ? { key: 'errors.human_check_failed' }
            : messageOf(error, { login: choice === 'link' }),
      );
      return;
    }
    try {
      await completeLogin(result, { clearCpw: true });
    } catch (error) {
      setBusy(false);
      setMessage(messageOf(error));
    }
  };

  const title = {
    choose: t('firebaseLink.title', { provider }),
    link: t('firebaseLink.linkTitle'),
    register: t('firebaseLink.registerTitle'),
    confirm: t('firebaseLink.confirmTitle'),
  }[step];

  const backButton = (to: Step) => (
    <Button variant="secondary" onClick={() => go(to)} disabled={busy}>
      {t('firebaseLink.back')}
    </Button>
  );

  const permanent = <p className={styles.warning}>{t('firebaseLink.permanent')}</p>;

  return (
    <Modal open onClose={onClose} title={title} closeLabel={t('dialog.close')} size="sm">
      {step === 'choose' ? (
        <div ref={stepRef} tabIndex={-1} className={styles.step}>
          <p className={styles.text}>
            {t('firebaseLink.signedInAs', { provider })} {strong(account)}
          </p>
          <p className={styles.text}>{t('firebaseLink.notLinked', { provider })}</p>
          {permanent}
          <div className={styles.choices} role="group" aria-label={title}>
            <Button fullWidth onClick={() => choose('link')}>
              {t('firebaseLink.chooseLink')}
            </Button>
            <Button variant="secondary" fullWidth onClick={() => choose('register')}>
              {t('firebaseLink.chooseRegister')}
            </Button>
            <Button variant="ghost" fullWidth onClick={onClose}>
              {t('dialog.cancel')}
            </Button>
          </div>
        </div>
      ) : null}

      {step === 'link' || step === 'register' ? (
        <div ref={stepRef} tabIndex={-1} className={styles.step}>
          <form className={formStyles.form} onSubmit={onContinue} noValidate aria-label={title}>
            <p className={styles.text}>
              {step === 'link'
                ? t('firebaseLink.linkIntro')
                : t('firebaseLink.registerIntro', { provider })}
            </p>
            {step === 'register' && !registerSetting.data ? (
              <LoadingState label={t('register.loading')} />
            ) : (
              <TextField
                label={t('fields.username')}
                placeholder={requiredPlaceholder(t('fields.username'))}
                name="username"
                autoComplete={step === 'link' ? 'username' : 'off'}
                required
                value={username}
                onChange={(event) => setUsername(event.target.value)}
                error={errors.username}
              />
            )}
            {step === 'link' ? (
              <TextField
                label={t('fields.password')}
                placeholder={requiredPlaceholder(t('fields.password'))}
                name="password"
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                error={errors.password}
              />
            ) : null}
            {step === 'link' && captchaShown ? (
              <CaptchaField
                value={captcha}
                onChange={setCaptcha}
                image={captchaQuery.data?.image}
                error={errors.captcha}
              />
            ) : null}
            {step === 'link' && checkAsked ? <HumanCheckField check={check} /> : null}
            <FormAlert message={message} />
            <div className={styles.buttons}>
              {backButton('choose')}
              <Button type="submit">{t('firebaseLink.continue')}</Button>
            </div>
          </form>
        </div>
      ) : null}

      {step === 'confirm' ? (
        <div ref={stepRef} tabIndex={-1} className={styles.step} aria-describedby={warningId}>
          <p className={styles.text}>
            {choice === 'link'
              ? t('firebaseLink.confirmLink', { provider, account, username: username.trim() })
              : t('firebaseLink.confirmRegister', {
                  provider,
                  account,
                  username: username.trim(),
                })}
          </p>
          <p id={warningId} className={styles.warning}>
            {t('firebaseLink.confirmWarning')}
          </p>
          <FormAlert message={message} />
          <div className={styles.buttons}>
            {backButton(choice)}
            <Button onClick={() => void onConfirm()} disabled={busy} aria-busy={busy}>
              {choice === 'link'
                ? t('firebaseLink.confirmLinkButton')
                : t('firebaseLink.confirmRegisterButton')}
            </Button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
};
