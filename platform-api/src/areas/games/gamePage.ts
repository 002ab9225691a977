import { randomBytes } from 'node:crypto';

import { INTL_LOCALES, type Language } from 'shared-contracts';

import { HTML_LANG } from '../../http/ownPages';
import { renderSymbol } from '../assets/svgArt';
import { SLOT_SYMBOLS } from './engines';
import { GAME_PAGE_SCRIPT } from './gamePageScript';
import type { Engine } from './inHouseGames';
import { PAGE_TEXTS, type PageTexts } from './pageTexts';

/**
 * The reels' pictures, drawn from the brand's icon set (no emoji characters: they show as empty
 * boxes where no emoji font is installed). The reel carries the name; the picture is decoration.
 */
const symbolTemplates = () =>
  SLOT_SYMBOLS.map(
    ({ symbol }) =>
      `<template id="symbol-${symbol}">${renderSymbol(symbol, symbol).replace(/ role="img" aria-label="[^"]*"/, ' aria-hidden="true" focusable="false"')}</template>`,
  ).join('');
const CARD_FACES = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
// JSON inside <script>: no "</script>", no line separators that end a JS string.
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The site's theme the page is drawn in (the site adds `theme=light` to the page's address). */
export type GamePageTheme = 'dark' | 'light';

// The page lives outside the site, so it carries its own copy of the site's theme tokens
// (shared-ui's tokens.css, both themes) and reads only these variables below.
const STYLE = `
*{box-sizing:border-box}
:root{color-scheme:dark;--bg:#0b0e24;--surface:#141838;--surface-2:#1c2150;--stage:#2a2160;--text:#f3f4ff;--muted:#a6acd6;--primary:#a78bfa;--primary-hover:#c4b5fd;--on-primary:#0b0e24;--border:#2e3470;--danger:#ff5c7a;--success:#34d399;--focus:#f0abfc;--shadow:rgba(0,0,0,.35)}
:root[data-theme=light]{color-scheme:light;--bg:#f5f6fb;--surface:#fff;--surface-2:#eceef6;--stage:#e4dcfb;--text:#14162b;--muted:#545a78;--primary:#6d28d9;--primary-hover:#5b21b6;--on-primary:#fff;--border:#d5d8e8;--danger:#c81e4a;--success:#047857;--focus:#c026d3;--shadow:rgba(20,22,43,.12)}
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif;background:var(--bg);color:var(--text)}
.game{max-width:640px;margin:0 auto;padding:16px;display:grid;gap:16px}
header{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:baseline;gap:8px}
h1{margin:0;font-size:1.5rem}h2{margin:0 0 8px;font-size:1rem;color:var(--muted)}
.tag{font-size:.875rem;color:var(--muted)}
.stage{display:flex;justify-content:center;gap:12px;padding:24px;background:radial-gradient(circle at 50% 30%,var(--stage),var(--surface) 70%);border:1px solid var(--border);border-radius:16px;min-height:140px;align-items:center}
.reel,.face{display:grid;place-items:center;width:96px;height:112px;font-size:2.5rem;font-weight:800;background:linear-gradient(#fff 0,#e9e6ff 100%);color:#1b1740;border-radius:12px;box-shadow:inset 0 -6px 0 rgba(0,0,0,.12),0 4px 12px var(--shadow)}
.reel svg{width:72px;height:72px}
.controls{display:grid;gap:16px;padding:16px;background:var(--surface);border:1px solid var(--border);border-radius:16px}
label.field{display:grid;gap:6px;font-size:.875rem;color:var(--muted)}
fieldset{display:grid;gap:8px;border:0;padding:0;margin:0;min-width:0}
legend{padding:0;margin-bottom:8px;font-size:.875rem;color:var(--muted)}
fieldset.choices{display:flex;flex-wrap:wrap;gap:8px}
.choice{position:relative}
.choice input{position:absolute;opacity:0;inset:0;margin:0;cursor:pointer}
.choice span{display:inline-block;padding:10px 16px;border:1px solid var(--border);border-radius:999px;background:var(--bg);color:var(--text);font-weight:600}
.choice input:checked+span{background:var(--primary);border-color:var(--primary);color:var(--on-primary)}
.choice input:focus-visible+span{outline:2px solid var(--focus);outline-offset:2px}
input[type=number]{font:inherit;padding:10px 12px;border-radius:8px;border:1px solid var(--border);background:var(--surface-2);color:var(--text);width:100%;max-width:200px}
input[type=number]:hover{border-color:var(--primary)}
input[type=range]{width:100%;accent-color:var(--primary)}
button{font:inherit;font-weight:700;padding:12px 32px;border:0;border-radius:999px;background:var(--primary);color:var(--on-primary);cursor:pointer;justify-self:start;min-width:160px}
button:hover{background:var(--primary-hover)}
button:disabled{opacity:.6;cursor:progress}
:focus-visible{outline:2px solid var(--focus);outline-offset:2px}
#message{min-height:1.5em;margin:0;font-weight:600}
.won{color:var(--success)}.lost{color:var(--muted)}.error{color:var(--danger)}
ol{margin:0;padding-left:20px;font-size:.875rem}
@media (max-width:400px){.game{padding:12px}.stage{padding:12px;gap:8px}.controls{padding:12px}.reel,.face{width:80px;height:92px}.reel svg{width:56px;height:56px}button{width:100%}}
@media (prefers-reduced-motion:reduce){*{transition:none!important}}
`;

const stageOf = (engine: Engine, texts: PageTexts) => {
  switch (engine) {
    case 'slot': {
      const lotus = renderSymbol('lotus', texts.symbols.lotus).replace(
        / role="img" aria-label="[^"]*"/,
        ' aria-hidden="true" focusable="false"',
      );
      const reel = `<div class="reel" role="img" aria-label="${escapeHtml(texts.symbols.lotus)}">${lotus}</div>`;
      return reel.repeat(3);
    }
    case 'dice':
      return '<div class="face" id="roll">?</div>';
    case 'table':
      return '<div class="face" id="card">?</div>';
  }
};

const controlsOf = (engine: Engine, texts: PageTexts) => {
  switch (engine) {
    case 'slot':
      return '';
    case 'dice':
      return `<fieldset><legend>${texts.target}: <span id="target-value"></span></legend>
<input id="target" type="range" min="2" max="98" value="50" aria-label="${texts.target}"></fieldset>
<fieldset class="choices"><label class="choice"><input type="radio" name="direction" value="under" checked><span>${texts.under}</span></label>
<label class="choice"><input type="radio" name="direction" value="over"><span>${texts.over}</span></label></fieldset>`;
    case 'table':
      return `<p class="tag">${texts.tableHint}</p>
<fieldset class="choices"><label class="choice"><input type="radio" name="side" value="high" checked><span>${texts.high}</span></label>
<label class="choice"><input type="radio" name="side" value="low"><span>${texts.low}</span></label></fieldset>`;
  }
};

export interface GamePageOptions {
  engine: Engine;
  gameName: string;
  vendorName: string;
  language: Language;
  /** The game session token (never the site token). */
  session: string;
  /** Absolute URL of the round API. */
  api: string;
  currency: string;
  minBet: number;
  theme: GamePageTheme;
}

/** A rendered page and the nonce its Content-Security-Policy must allow. */
export interface RenderedPage {
  html: string;
  nonce: string;
}

/**
 * The game page: self-contained HTML, CSS and script, the script and style nonce-bound. The
 * referrer meta keeps the page's address (with its spent ticket) out of every request it makes,
 * whatever referrer policy the server's headers carry.
 */
export const renderGamePage = (options: GamePageOptions): RenderedPage => {
  const nonce = randomBytes(16).toString('base64');
  const texts = PAGE_TEXTS[options.language];
  const action =
    options.engine === 'slot' ? texts.spin : options.engine === 'dice' ? texts.roll : texts.play;
  const config = {
    engine: options.engine,
    session: options.session,
    api: options.api,
    currency: options.currency,
    locale: INTL_LOCALES[options.language],
    texts,
    symbols: texts.symbols,
    cards: CARD_FACES,
  };
  const name = escapeHtml(options.gameName);
  const subtitle =
    options.engine === 'table'
      ? `${escapeHtml(options.vendorName)} · ${texts.demoTable}`
      : escapeHtml(options.vendorName);
  const html = `<!doctype html>
<html lang="${HTML_LANG[options.language]}" data-theme="${options.theme}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${name}</title><style nonce="${nonce}">${STYLE}</style></head>
<body><main class="game" data-engine="${options.engine}">
<header><div><h1>${name}</h1><span class="tag">${subtitle}</span></div>
<p>${texts.balance}: <output id="balance" aria-live="polite">…</output></p></header>
<section class="stage" aria-live="polite">${stageOf(options.engine, texts)}</section>
<section class="controls">
<label class="field">${texts.stake} (${escapeHtml(options.currency)})
<input id="stake" type="number" min="${options.minBet / 100}" step="0.01" value="${options.minBet / 100}"></label>
${controlsOf(options.engine, texts)}
<button type="button" id="play">${action}</button>
<p id="message" role="status"></p></section>
<section><h2>${texts.history}</h2><ol id="history"></ol></section>
</main>
${options.engine === 'slot' ? symbolTemplates() : ''}
<script type="application/json" id="game-config">${scriptJson(config)}</script>
<script nonce="${nonce}">${GAME_PAGE_SCRIPT}</script>
</body></html>`;
  return { html, nonce };
};

/** The page shown when a ticket is spent, expired or unknown. */
export const renderExpiredPage = (
  language: Language,
  theme: GamePageTheme = 'dark',
): RenderedPage => {
  const nonce = randomBytes(16).toString('base64');
  const texts = PAGE_TEXTS[language];
  const html = `<!doctype html>
<html lang="${HTML_LANG[language]}" data-theme="${theme}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${texts.expiredTitle}</title><style nonce="${nonce}">${STYLE}</style></head>
<body><main class="game"><h1>${texts.expiredTitle}</h1><p>${texts.expiredBody}</p></main></body></html>`;
  return { html, nonce };
};
