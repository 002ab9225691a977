/** The apps an invite can be shared to with a link, in the order the page shows them. */
export const SHARE_TARGETS = ['telegram', 'whatsapp', 'facebook', 'line', 'x'] as const;
export type ShareTarget = (typeof SHARE_TARGETS)[number];

/** The share address of each app for an invite link and its message, both encoded. */
export const shareUrl = (target: ShareTarget, url: string, text: string): string => {
  const link = encodeURIComponent(url);
  const message = encodeURIComponent(text);
  switch (target) {
    case 'telegram':
      return `https://t.me/share/url?url=${link}&text=${message}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${link}`;
    case 'line':
      return `https://social-plugins.line.me/lineit/share?url=${link}`;
    case 'x':
      return `https://x.com/intent/post?url=${link}&text=${message}`;
  }
};
