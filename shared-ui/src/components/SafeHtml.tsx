import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { type ElementType, useMemo } from 'react';

import { useHydrated } from '../hooks/useHydrated';
import { cx } from './cx';
import styles from './SafeHtml.module.css';
import { stripInlineHandlers } from './stripInlineHandlers';

/**
 * Strict profile: plain HTML only (no SVG/MathML), no forms, frames, scripts, styles or
 * inline event handlers, and links only to http(s), mailto, tel or relative URLs.
 */
const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'script',
    'style',
    'iframe',
    'frame',
    'object',
    'embed',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'link',
    'meta',
    'base',
  ],
  FORBID_ATTR: ['style', 'srcset', 'formaction', 'action'],
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  ALLOW_DATA_ATTR: false,
  ADD_ATTR: ['target'],
};

let purifier: Purifier | null = null;
// Set only for the duration of one synchronous sanitize() call.
let activeResolver: ((url: string) => string) | undefined;

// Our own instance, so the link hook below never leaks into another user of DOMPurify.
const getPurifier = (): Purifier => {
  if (!purifier) {
    purifier = DOMPurify(window);
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (activeResolver) {
        for (const attribute of ['src', 'href'] as const) {
          const url = node.getAttribute(attribute);
          if (url === null) continue;
          const resolved = activeResolver(url);
          // The resolver is caller code, but its answer must still pass the URL allow-list.
          if (CONFIG.ALLOWED_URI_REGEXP?.test(resolved)) node.setAttribute(attribute, resolved);
          else node.removeAttribute(attribute);
        }
      }
      if (node.tagName === 'A' && node.hasAttribute('href')) {
        // Server content links out of the site: never give the new page a handle on ours.
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else if (node.hasAttribute('target')) {
        node.removeAttribute('target');
      }
    });
  }
  return purifier;
};

const sanitize = (html: string, resolveUrl?: (url: string) => string): string => {
  const instance = getPurifier();
  activeResolver = resolveUrl;
  try {
    return instance.sanitize(stripInlineHandlers(html), CONFIG) as string;
  } finally {
    activeResolver = undefined;
  }
};

export interface SafeHtmlProps {
  /** Untrusted HTML from the platform (announcements, help, promotion bodies). */
  html: string;
  className?: string;
  /** Element that wraps the content; `div` by default. */
  as?: ElementType;
  /**
   * Rewrites the (already allowed) `src` and `href` URLs, e.g. to put the platform's origin in
   * front of its relative `/assets/` paths.
   */
  resolveUrl?: (url: string) => string;
}

/**
 * The one place where server HTML reaches the DOM (ARCHITECTURE rule 9). Everything else
 * renders text; never use dangerouslySetInnerHTML outside this component.
 */
export const SafeHtml = ({ html, className, as: Tag = 'div', resolveUrl }: SafeHtmlProps) => {
  // Sanitising needs the browser's HTML parser: the server renders the box empty and
  // the content fills it once the page has hydrated.
  const hydrated = useHydrated();
  const clean = useMemo(
    () => (hydrated ? sanitize(html, resolveUrl) : ''),
    [hydrated, html, resolveUrl],
  );
  return (
    <Tag className={cx(styles.content, className)} dangerouslySetInnerHTML={{ __html: clean }} />
  );
};
