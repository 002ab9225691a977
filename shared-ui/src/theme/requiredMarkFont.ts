import url from './requiredMark.otf';

/**
 * The one-glyph font of SPEC's required mark ＊ (base.css's 'Required Mark'): its URL, for a page
 * that shows a form at its first tap to fetch it early (the shell's early login dialog).
 */
export const REQUIRED_MARK_FONT_URL: string = url;
