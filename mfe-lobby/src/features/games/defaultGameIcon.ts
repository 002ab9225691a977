// The default game icon of SPEC section 8 ("images fall back to a default game icon"): an
// inline SVG, so the fallback itself can never fail to load. Neutral greys suit both themes.
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240"><rect width="240" height="240" rx="24" fill="#8a8fb3" fill-opacity="0.25"/><path d="M70 96h100a28 28 0 0 1 28 28v12a28 28 0 0 1-50 17l-8-9H100l-8 9a28 28 0 0 1-50-17v-12a28 28 0 0 1 28-28z" fill="#8a8fb3"/><circle cx="150" cy="122" r="7" fill="#f3f4ff"/><circle cx="166" cy="134" r="7" fill="#f3f4ff"/><path d="M82 118v24M70 130h24" stroke="#f3f4ff" stroke-width="7" stroke-linecap="round"/></svg>`;

/** Data URL of the default game icon. */
export const DEFAULT_GAME_ICON = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`;
