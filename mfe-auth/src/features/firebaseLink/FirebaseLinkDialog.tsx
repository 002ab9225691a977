import { Fragment, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type FirebaseLinkRequired,
  firebaseRegisterEndpoint,
  type LoginResult,
  PlatformError,
} from 'shared-contracts';
import { Button, formLayout, LoadingState, Modal } from 'shared-ui';
import { HumanCheckField, useHumanCheck } from 'shared-ui/human-check';
import { useEndpointMutation, useForm, useMessage } from 'shared-ui/kit';

import { useCaptcha } from '../../api/captcha';
import { useFirebaseLinkCall } from '../../api/sealedCalls';
import { useRegisterSetting } from '../../api/settings';
import { CaptchaField, useRefreshCaptcha } from '../../components/CaptchaField';
import { FormAlert } from '../../components/FormAlert';
import { FormField } from '../../components/FormField';
import { credentialErrors, type Credentials, presentErrors } from '../../components/formRules';
import {
  fieldRefusalOf,
  isHumanCheckRefusal,
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
  const firebaseLink = useFirebaseLinkCall();
  const firebaseRegister = useEndpointMutation(firebaseRegisterEndpoint);
  const completeLogin = useCompleteLogin();
  const registerSetting = useRegisterSetting();
  const [step, setStep] = useState<Step>('choose');
  const [choice, setChoice] = useState<Choice>('link');
  const [captchaShown, setCaptchaShown] = useState(false);
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
    outcome.clear();
    setStep(next);
  };

  const usernameRule = registerSetting.data
    ? shownFields(registerSetting.data, 'register', false).filter((f) => f.field === 'username')
    : [];

  const form = useForm<Credentials>({
    initial: { username: '', password: '', captcha: '' },
    validate: (values) =>
      choice === 'register'
        ? presentErrors<Credentials>({
            username: validateRegistration(usernameRule, values).username,
          })
        : credentialErrors(values, captchaShown),
    onSubmit: () => go('confirm'),
    describe: (error) => messageOf(error),
  });
  const { values, errors, outcome } = form;
  const username = values.username.trim();

  const choose = (next: Choice) => {
    // Credentials typed for one choice do not carry over into the other.
    form.reset(next === choice ? values : { ...values, username: '', password: '' });
    setChoice(next);
    go(next);
  };

  const link = (humanCheck?: string) =>
    firebaseLink.mutateAsync({
      ticket: signIn.ticket,
      username,
      password: values.password,
      humanCheck,
      ...(captchaShown
        ? { captcha: values.captcha.trim(), captchaId: captchaQuery.data?.captchaId }
        : {}),
    });

  /** Links with the human check when it was asked for; asked for now, solves it and sends again. */
  const linkChecked = async (): Promise<LoginResult> => {
    if (checkAsked) return link(await check.take());
    try {
      return await link();
    } catch (error) {
      if (!isHumanCheckRefusal(error)) throw error;
      // Turned on only once this check is spent: turning it on restarts the check's work, which
      // would stop the one this attempt waits for.
      try {
        return await link(await check.take());
      } finally {
        setCheckAsked(true);
      }
    }
  };

  const onConfirm = async () => {
    setBusy(true);
    let result: LoginResult;
    try {
      result =
        choice === 'link'
          ? await linkChecked()
          : await firebaseRegister.mutateAsync({ ticket: signIn.ticket, username });
    } catch (error) {
      setBusy(false);
      const refusal = fieldRefusalOf(error);
      if (wantsCaptcha(error)) {
        // Every answer spends the captcha: the next try needs a fresh image.
        if (captchaShown) refreshCaptcha();
        setCaptchaShown(true);
        form.setField('captcha', '');
      }
      if (wantsHumanCheckNext(error)) setCheckAsked(true);
      form.setErrors(refusal ? { [refusal.field]: refusal.message } : {});
      setStep(choice);
      // Every platform answer is a PlatformError: anything else is a check that could not be
      // solved (asked for in this very attempt, so `checkAsked` may not say so yet).
      if (refusal) outcome.clear();
      else if (!(error instanceof PlatformError))
        outcome.fail({ key: 'errors.human_check_failed' });
      else outcome.fail(messageOf(error, { login: choice === 'link' }));
      return;
    }
    try {
      await completeLogin(result, { clearCpw: true });
    } catch (error) {
      setBusy(false);
      outcome.fail(messageOf(error));
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
          <form
            className={formLayout.form}
            onSubmit={(event) => void form.submit(event)}
            noValidate
            aria-label={title}
          >
            <p className={styles.text}>
              {step === 'link'
                ? t('firebaseLink.linkIntro')
                : t('firebaseLink.registerIntro', { provider })}
            </p>
            {step === 'register' && !registerSetting.data ? (
              <LoadingState label={t('register.loading')} />
            ) : (
              <FormField
                form={form}
                name="username"
                autoComplete={step === 'link' ? 'username' : 'off'}
              />
            )}
            {step === 'link' ? (
              <FormField
                form={form}
                name="password"
                type="password"
                autoComplete="current-password"
              />
            ) : null}
            {step === 'link' && captchaShown ? (
              <CaptchaField
                value={values.captcha}
                onChange={(value) => form.setField('captcha', value)}
                image={captchaQuery.data?.image}
                error={text(errors.captcha)}
              />
            ) : null}
            {step === 'link' && checkAsked ? <HumanCheckField check={check} /> : null}
            <FormAlert message={outcome.message} />
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
              ? t('firebaseLink.confirmLink', { provider, account, username })
              : t('firebaseLink.confirmRegister', { provider, account, username })}
          </p>
          <p id={warningId} className={styles.warning}>
            {t('firebaseLink.confirmWarning')}
          </p>
          <FormAlert message={outcome.message} />
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
