import type { FieldErrors, Message } from 'shared-ui/kit';

/** The message of a required field left empty. */
export const NOT_EMPTY: Message = { key: 'not_empty' };

/** The fields that found a problem, without the ones that did not (null or undefined). */
export const presentErrors = <V>(found: {
  [K in keyof V]?: Message | null | undefined;
}): FieldErrors<V> =>
  Object.fromEntries(Object.entries(found).filter(([, message]) => message)) as FieldErrors<V>;

/** What a username-and-password form holds (the login, linking an account). */
export type Credentials = { username: string; password: string; captcha: string };

/** A username-and-password form's rules: each field filled, the captcha while it shows. */
export const credentialErrors = (values: Credentials, captchaShown: boolean) =>
  presentErrors<Credentials>({
    username: values.username.trim() === '' ? NOT_EMPTY : null,
    password: values.password === '' ? NOT_EMPTY : null,
    captcha: captchaShown && values.captcha.trim() === '' ? NOT_EMPTY : null,
  });
