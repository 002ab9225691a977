/** The cookie in which "remember password" used to keep the password. */
export const LEGACY_REMEMBER_COOKIE = 'auth_remember';

/** Deletes the old remember-password cookie; nothing writes it any more. */
export const deleteLegacyRememberCookie = (doc: Document = document): void => {
  if (!doc.cookie.includes(`${LEGACY_REMEMBER_COOKIE}=`)) return;
  doc.cookie = `${LEGACY_REMEMBER_COOKIE}=; Max-Age=0; Path=/; SameSite=Strict`;
};
