/** Text safe inside HTML text and quoted attributes: the five special characters as numeric entities. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
