// The first screens the site's server renders (ADR 0017): built to
// dist/server/render.cjs beside the browser build and released with it. Not LobbyPage yet: its
// windowed grid places each card from the measured width, with style attributes the site's
// Content-Security-Policy refuses in HTML.
import { defineServerRender } from 'shared-ui/kit';

import HomePage from './exposes/HomePage';
import { lobby } from './remote';

export default defineServerRender(lobby, { HomePage }, { HomePage: [] });
