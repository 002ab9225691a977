import { randomBytes } from 'node:crypto';

import type { Language } from 'shared-contracts';

import { SLOT_SYMBOLS } from './engines';
import { GAME_PAGE_SCRIPT } from './gamePageScript';
import type { Engine } from './inHouseGames';
import { PAGE_TEXTS, type PageTexts } from './pageTexts';

const LOCALES: Record<Language, string> = {
  EN: 'en-GB',
  CN: 'zh-CN',
  ID: 'id-ID',
  PT: 'pt-BR',
  TH: 'th-TH',
  VI: 'vi-VN',
};
const HTML_LANG: Record<Language, string> = {
  EN: 'en',
  CN: 'zh-Hans',
  ID: 'id',
  PT: 'pt',
  TH: 'th',
  VI: 'vi',
};
const SYMBOL_FACES: Record<string, string> = {
  cherry: '🍒',
  lemon: '🍋',
  bell: '🔔',
  star: '⭐',
  seven: '7',
  lotus: '🪷',
};
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

// Tokens only in spirit: the page lives outside the site, so it carries its own dark palette.
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif;background:#0b0e24;color:#f3f4ff}
.game{max-width:640px;margin:0 auto;padding:16px;display:grid;gap:16px}
header{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:baseline;gap:8px}
h1{margin:0;font-size:1.5rem}h2{margin:0 0 8px;font-size:1rem;color:#a6acd6}
.tag{font-size:.875rem;color:#a6acd6}
.stage{display:flex;justify-content:center;gap:12px;padding:24px;background:#141838;border:1px solid #2e3470;border-radius:16px;min-height:140px;align-items:center}
.reel,.face{display:grid;place-items:center;width:84px;height:96px;font-size:2.5rem;background:#1c2150;border-radius:8px}
.controls{display:grid;gap:12px;padding:16px;background:#141838;border-radius:16px}
label,fieldset{display:grid;gap:4px;font-size:.875rem;color:#a6acd6;border:0;padding:0;margin:0}
fieldset label{display:inline-flex;gap:6px;align-items:center;color:#f3f4ff;margin-right:16px}
input[type=number]{font:inherit;padding:8px;border-radius:8px;border:1px solid #2e3470;background:#0b0e24;color:#f3f4ff;max-width:160px}
button{font:inherit;font-weight:600;padding:12px 24px;border:0;border-radius:8px;background:#a78bfa;color:#0b0e24;cursor:pointer}
button:disabled{opacity:.6;cursor:progress}
:focus-visible{outline:2px solid #f0abfc;outline-offset:2px}
#message{min-height:1.5em;margin:0;font-weight:600}
.won{color:#34d399}.lost{color:#a6acd6}.error{color:#ff5c7a}
ol{margin:0;padding-left:20px;font-size:.875rem}
@media (prefers-reduced-motion:reduce){*{transition:none!important}}
`;

const stageOf = (engine: Engine) => {
  switch (engine) {
    case 'slot':
      return '<div class="reel">🪷</div><div class="reel">🪷</div><div class="reel">🪷</div>';
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
<fieldset><label><input type="radio" name="direction" value="under" checked> ${texts.under}</label>
<label><input type="radio" name="direction" value="over"> ${texts.over}</label></fieldset>`;
    case 'table':
      return `<p class="tag">${texts.tableHint}</p>
<fieldset><label><input type="radio" name="side" value="high" checked> ${texts.high}</label>
<label><input type="radio" name="side" value="low"> ${texts.low}</label></fieldset>`;
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
    locale: LOCALES[options.language],
    texts,
    symbols: Object.fromEntries(
      SLOT_SYMBOLS.map((s) => [s.symbol, SYMBOL_FACES[s.symbol] ?? s.symbol]),
    ),
    cards: CARD_FACES,
  };
  const name = escapeHtml(options.gameName);
  const subtitle =
    options.engine === 'table'
      ? `${escapeHtml(options.vendorName)} · ${texts.demoTable}`
      : escapeHtml(options.vendorName);
  const html = `<!doctype html>
<html lang="${HTML_LANG[options.language]}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${name}</title><style nonce="${nonce}">${STYLE}</style></head>
<body><main class="game" data-engine="${options.engine}">
<header><div><h1>${name}</h1><span class="tag">${subtitle}</span></div>
<p>${texts.balance}: <output id="balance" aria-live="polite">…</output></p></header>
<section class="stage" aria-live="polite">${stageOf(options.engine)}</section>
<section class="controls">
<label>${texts.stake} (${escapeHtml(options.currency)})
<input id="stake" type="number" min="${options.minBet / 100}" step="0.01" value="${options.minBet / 100}"></label>
${controlsOf(options.engine, texts)}
<button type="button" id="play">${action}</button>
<p id="message" role="status"></p></section>
<section><h2>${texts.history}</h2><ol id="history"></ol></section>
</main>
<script type="application/json" id="game-config">${scriptJson(config)}</script>
<script nonce="${nonce}">${GAME_PAGE_SCRIPT}</script>
</body></html>`;
  return { html, nonce };
};

/** The page shown when a ticket is spent, expired or unknown. */
export const renderExpiredPage = (language: Language): RenderedPage => {
  const nonce = randomBytes(16).toString('base64');
  const texts = PAGE_TEXTS[language];
  const html = `<!doctype html>
<html lang="${HTML_LANG[language]}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${texts.expiredTitle}</title><style nonce="${nonce}">${STYLE}</style></head>
<body><main class="game"><h1>${texts.expiredTitle}</h1><p>${texts.expiredBody}</p></main></body></html>`;
  return { html, nonce };
};
