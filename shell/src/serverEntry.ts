// The server render of the shell's page frame, built by webpack into
// shell/dist-server/render.cjs. A Node front (the reference platform, or an operator's own
// server in front of its API: see docs/adr/0016-server-rendered-first-paint.md) calls
// renderDocument for every page request and sends what it returns.
export type {
  FirstPaintStyles,
  RenderedDocument,
  RenderRequest,
  RenderSetup,
} from './app/renderDocument';
export { renderDocument } from './app/renderDocument';
export { INLINE_SCRIPT_SOURCES } from './ssr/inlineScripts';
export type { SharedAnswers } from './ssr/sharedAnswers';
export { createSharedAnswers } from './ssr/sharedAnswers';
