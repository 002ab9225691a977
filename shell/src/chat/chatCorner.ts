/** The four corners the chat window can sit in. */
export const CHAT_CORNERS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;
export type ChatCorner = (typeof CHAT_CORNERS)[number];

/** localStorage key of the chosen corner: the window reopens where it was. */
export const CHAT_CORNER_KEY = 'chatCorner';
const DEFAULT_CORNER: ChatCorner = 'bottom-right';

export const readCorner = (): ChatCorner => {
  try {
    const stored = window.localStorage.getItem(CHAT_CORNER_KEY);
    return (CHAT_CORNERS as readonly string[]).includes(stored ?? '')
      ? (stored as ChatCorner)
      : DEFAULT_CORNER;
  } catch {
    return DEFAULT_CORNER;
  }
};

export const storeCorner = (corner: ChatCorner): void => {
  try {
    window.localStorage.setItem(CHAT_CORNER_KEY, corner);
  } catch {
    // Storage off (private mode): the corner lasts for this page only.
  }
};
