// No imports: index.ts reads this before the shared libraries are negotiated.
/** Id of the `<script type="application/json">` holding the server's render state. */
export const RENDER_STATE_ID = 'render-state';
