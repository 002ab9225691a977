import { useSearchParams } from 'react-router-dom';
import { affiliateEndpoint, PlatformError, type RegisterPayload } from 'shared-contracts';
import { useRemote } from 'shared-ui/kit';

import { useRegisterCalls } from '../../api/sealedCalls';
import { type FieldRefusal, fieldRefusalOf, type Message, messageOf } from '../../lib/errors';
import { useCompleteLogin } from '../session/useCompleteLogin';
import type { RegistrationMode, RegistrationValues } from './registrationFields';

export type RegisterOutcome =
  | { ok: true }
  | { ok: false; kind: 'invitation' }
  | { ok: false; kind: 'field'; refusal: FieldRefusal }
  | { ok: false; kind: 'message'; message: Message };

/**
 * Whether a refused registration used up the captcha. The platform checks it only after every
 * field, the names and the invitation code, so refusing one of those leaves the answer valid and
 * the form keeps it (nothing typed is lost).
 */
export const spendsCaptcha = (outcome: Exclude<RegisterOutcome, { ok: true }>): boolean =>
  outcome.kind === 'message' || (outcome.kind === 'field' && outcome.refusal.field === 'captcha');

const blank = (value: string | undefined) =>
  value && value.trim() !== '' ? value.trim() : undefined;

/**
 * Registration after the form passed its checks (SPEC section 4): resolve the invitation code
 * when one is given, register (encrypted), then load the login, close, go to '/' and show the
 * success modal.
 */
export const useRegisterSubmit = () => {
  const { client } = useRemote();
  const register = useRegisterCalls();
  const completeLogin = useCompleteLogin();
  const [search] = useSearchParams();
  const referralCode = blank(search.get('referralCode') ?? undefined);

  /** Resolves the invitation code; an outcome to stop on, or null to go on. */
  const checkInvitation = async (code: string | undefined): Promise<RegisterOutcome | null> => {
    if (!code) return null;
    try {
      await client.call(affiliateEndpoint, { code, domain: window.location.hostname });
      return null;
    } catch (error) {
      return error instanceof PlatformError && error.status === 404
        ? { ok: false, kind: 'invitation' }
        : { ok: false, kind: 'message', message: messageOf(error) };
    }
  };

  return {
    checkInvitation,
    async submit(
      mode: RegistrationMode,
      values: RegistrationValues,
      extra: { countryDialingCode?: string; captchaId?: string; humanCheck: string },
    ): Promise<RegisterOutcome> {
      const mobile = mode === 'registerMobile';
      const payload: RegisterPayload = {
        username: mobile ? blank(values.mobileNum) : blank(values.username),
        password: values.password,
        confirmPassword: values.confirmPassword,
        payeeName: blank(values.payeeName),
        email: blank(values.email),
        qqNum: blank(values.qqNum),
        mobileNum: blank(values.mobileNum),
        countryDialingCode: blank(values.mobileNum)
          ? extra.countryDialingCode || undefined
          : undefined,
        recommenderId: blank(values.recommenderId),
        captcha: blank(values.captcha),
        captchaId: blank(values.captcha) ? extra.captchaId : undefined,
        humanCheck: extra.humanCheck,
        verificationCode: blank(values.verificationCode),
        affiliateCode: blank(values.affiliateCode),
        paymentPassword: blank(values.paymentPassword),
        line: blank(values.line),
        whatsapp: blank(values.whatsapp),
        zalo: blank(values.zalo),
        facebook: blank(values.facebook),
        wechat: blank(values.wechat),
        idNumber: blank(values.idNumber),
        referralCode,
        domain: window.location.hostname,
        registerUrl: window.location.href.slice(0, 500),
        registerMethod: 'WEB',
        login: true,
      };
      try {
        await completeLogin(await register[mode].mutateAsync(payload), { then: 'registerSuccess' });
        return { ok: true };
      } catch (error) {
        const refusal = fieldRefusalOf(error);
        if (refusal?.field === 'affiliateCode') return { ok: false, kind: 'invitation' };
        if (refusal) return { ok: false, kind: 'field', refusal };
        return { ok: false, kind: 'message', message: messageOf(error) };
      }
    },
  };
};
