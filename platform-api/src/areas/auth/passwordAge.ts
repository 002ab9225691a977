/** Passwords older than this count as expired (PWDEXPFORCECHANGE3 makes the site force a change). */
export const PASSWORD_MAX_AGE_MS = 90 * 86_400_000;
