/** A current code of the authenticator app: 6 digits. */
export const APP_CODE = /^\d{6}$/;

/** An unused recovery code as shown at set-up (`xxxxx-xxxxx`; case and dash do not matter). */
export const RECOVERY_CODE = /^[a-z0-9]{5}-?[a-z0-9]{5}$/i;

/** Apps show codes as `123 456`: the platform wants the digits. */
export const cleanAppCode = (code: string) => code.replace(/\s/g, '');
