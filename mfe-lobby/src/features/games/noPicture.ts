/**
 * What a game picture's `src` holds until the picture loads, and where it cannot: a transparent
 * pixel (an `<img>` needs a source), over which the stylesheet draws the default game icon.
 */
export const NO_PICTURE =
  'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
