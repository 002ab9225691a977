import { randomBytes } from 'node:crypto';

import type { Language } from 'shared-contracts';

import { HTML_LANG } from '../../http/ownPages';

/** Where the platform serves the external SEA lottery view (the lobby-link's target). */
export const SEA_VIEW_PATH = '/lottery/sea';

const TEXTS: Record<
  Language,
  {
    title: string;
    issue: string;
    draw: string;
    last: string;
    back: string;
    betting: string;
    lobby: string;
    bet: string;
  }
> = {
  EN: {
    title: 'SEA Lottery',
    issue: 'Issue on sale',
    draw: 'Draw',
    last: 'Last result',
    back: 'Back to the site',
    betting: 'Betting',
    lobby: 'Lobby',
    bet: 'Bet on this game',
  },
  CN: {
    title: '东南亚彩票',
    issue: '当前期号',
    draw: '开奖',
    last: '上期结果',
    back: '返回网站',
    betting: '投注',
    lobby: '大厅',
    bet: '投注此游戏',
  },
  ID: {
    title: 'Lotere SEA',
    issue: 'Periode berjalan',
    draw: 'Undian',
    last: 'Hasil terakhir',
    back: 'Kembali ke situs',
    betting: 'Taruhan',
    lobby: 'Lobi',
    bet: 'Bertaruh di permainan ini',
  },
  PT: {
    title: 'Loteria SEA',
    issue: 'Sorteio à venda',
    draw: 'Sorteio',
    last: 'Último resultado',
    back: 'Voltar ao site',
    betting: 'Apostas',
    lobby: 'Salão',
    bet: 'Apostar neste jogo',
  },
  TH: {
    title: 'หวย SEA',
    issue: 'งวดที่เปิดขาย',
    draw: 'ออกผล',
    last: 'ผลล่าสุด',
    back: 'กลับไปที่เว็บไซต์',
    betting: 'แทง',
    lobby: 'ล็อบบี้',
    bet: 'แทงเกมนี้',
  },
  VI: {
    title: 'Xổ số SEA',
    issue: 'Kỳ đang bán',
    draw: 'Quay số',
    last: 'Kết quả gần nhất',
    back: 'Quay lại trang',
    betting: 'Đặt cược',
    lobby: 'Sảnh',
    bet: 'Cược trò chơi này',
  },
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif;background:#0b0e24;color:#f3f4ff}
main{max-width:880px;margin:0 auto;padding:16px;display:grid;gap:16px}
header{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:8px}
h1{margin:0;font-size:1.5rem}.tag{font-size:.875rem;color:#a6acd6}
a{color:#c4b5fd}a.bet{justify-self:start;margin-top:4px;padding:6px 12px;border-radius:999px;background:#7c3aed;color:#fff;text-decoration:none;font-weight:600}a:focus-visible{outline:2px solid #f0abfc;outline-offset:2px}
ul{list-style:none;margin:0;padding:0;display:grid;gap:12px;grid-template-columns:repeat(auto-fill,minmax(240px,1fr))}
li{padding:16px;background:#141838;border:1px solid #2e3470;border-radius:16px;display:grid;gap:6px}
li.selected{border-color:#a78bfa}
h2{margin:0;font-size:1rem}dl{margin:0;display:grid;grid-template-columns:auto 1fr;gap:4px 8px;font-size:.875rem}
dt{color:#a6acd6}dd{margin:0;font-variant-numeric:tabular-nums;overflow-wrap:anywhere}
`;

export interface SeaViewGame {
  gameCode: string;
  gameName: string;
  issueNo: string;
  /** The draw time as the page shows it (local to the game, with its offset). */
  drawTime: string;
  drawAt: number;
  lastIssueNo: string | null;
  lastNumbers: string | null;
}

export interface SeaViewOptions {
  language: Language;
  view: 'betting' | 'lobby';
  gameCode: string | null;
  games: SeaViewGame[];
  /** An allowed origin's URL (checked by the caller), or null for no back link. */
  backUrl: string | null;
}

/** A rendered page and the nonce its Content-Security-Policy allows (styles only, no script). */
export interface SeaViewPage {
  html: string;
  nonce: string;
}

/**
 * The external SEA lottery view the platform serves itself (what the lobby-link points at): a
 * static page listing the SEA games with the issue on sale and the last result. No script; the
 * only way out is the back link to the site's own origin.
 */
export const renderSeaView = (options: SeaViewOptions): SeaViewPage => {
  const nonce = randomBytes(16).toString('base64');
  const texts = TEXTS[options.language];
  // Bets are placed on the site's own lottery page (the SEA games are also Lott games there),
  // reached through the same allowed origin as the back link.
  const site = options.backUrl ? new URL(options.backUrl).origin : null;
  const betLink = (gameCode: string) =>
    site
      ? `<a class="bet" href="${escapeHtml(`${site}/lottery?gameCode=${encodeURIComponent(gameCode)}`)}" target="_top" rel="noopener">${texts.bet}</a>`
      : '';
  const cards = options.games
    .map(
      (
        game,
      ) => `<li id="${escapeHtml(game.gameCode)}"${game.gameCode === options.gameCode ? ' class="selected" aria-current="true"' : ''}>
<h2>${escapeHtml(game.gameName)}</h2><dl>
<dt>${texts.issue}</dt><dd>${escapeHtml(game.issueNo)}</dd>
<dt>${texts.draw}</dt><dd><time datetime="${new Date(game.drawAt).toISOString()}">${escapeHtml(game.drawTime)}</time></dd>
<dt>${texts.last}</dt><dd>${game.lastIssueNo ? `${escapeHtml(game.lastIssueNo)}: ${escapeHtml(game.lastNumbers ?? '')}` : '-'}</dd>
</dl>${betLink(game.gameCode)}</li>`,
    )
    .join('\n');
  const back = options.backUrl
    ? `<a href="${escapeHtml(options.backUrl)}" target="_top" rel="noopener">${texts.back}</a>`
    : '';
  const html = `<!doctype html>
<html lang="${HTML_LANG[options.language]}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${texts.title}</title><style nonce="${nonce}">${STYLE}</style></head>
<body><main data-view="${options.view}">
<header><div><h1>${texts.title}</h1><span class="tag">${options.view === 'betting' ? texts.betting : texts.lobby}</span></div>${back}</header>
<ul>${cards}</ul>
</main></body></html>`;
  return { html, nonce };
};
