import { randomBytes } from 'node:crypto';

import {
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_SOCKET_PATH,
  INTL_LOCALES,
  type Language,
} from 'shared-contracts';

import { escapeHtml } from '../../http/escapeHtml';
import { CHAT_PAGE_SCRIPT } from './chatPageScript';
import { CHAT_PAGE_TEXTS } from './chatPageTexts';

/** Emoji of the picker: a short fixed set (ADR 0014). */
const EMOJI = [
  '😀',
  '😂',
  '😍',
  '😎',
  '🤔',
  '😭',
  '😡',
  '👍',
  '👏',
  '🙏',
  '🎉',
  '🔥',
  '💰',
  '🍀',
  '🎰',
  '🏆',
  '❤️',
  '💯',
  '🤞',
  '😅',
];

/** JSON inside a script block: `<` escaped so no text can close the block. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export interface ChatPageOptions {
  language: Language;
  title: string | null;
  headerColor: string;
  room: 'public' | 'vip' | 'support';
  theme: 'dark' | 'light';
  /** In the site's chat window: the window has the close button, the page leaves room for it. */
  embedded: boolean;
}

/** The chat page with its nonce; the script and styles run under that nonce only. */
export const renderChatPage = (options: ChatPageOptions) => {
  const nonce = randomBytes(16).toString('base64');
  const texts = CHAT_PAGE_TEXTS[options.language];
  const title = options.title ?? texts.title;
  const config = {
    texts,
    maxLength: CHAT_MESSAGE_MAX_LENGTH,
    socketPath: CHAT_SOCKET_PATH,
    room: options.room,
    locale: INTL_LOCALES[options.language],
  };
  const dark = options.theme === 'dark';
  const html = `<!doctype html>
<html lang="${INTL_LOCALES[options.language]}" data-theme="${options.theme}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">
:root{--head:${options.headerColor};--bg:${dark ? '#14151c' : '#f6f7fb'};--panel:${dark ? '#1d1f29' : '#ffffff'};--text:${dark ? '#eceef5' : '#1b1d26'};--muted:${dark ? '#9aa0b4' : '#5c6275'};--line:${dark ? '#2c2f3d' : '#dfe2ec'};--mine:${dark ? '#3b2f73' : '#e7e1fb'};--staff:${dark ? '#123a36' : '#def5ef'};--danger:${dark ? '#ff8a8a' : '#b3261e'};--focus:${dark ? '#ffd166' : '#1a56db'}}
*{box-sizing:border-box}
[hidden]{display:none!important}
html,body{margin:0;height:100%;background:var(--bg);color:var(--text);font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Thai","Noto Sans SC",sans-serif}
body{display:flex;flex-direction:column}
header{background:var(--head);color:#fff;padding:8px 12px;min-height:44px;display:flex;align-items:center;gap:8px}
header.embedded{padding-right:136px}
header h1{font-size:16px;margin:0;flex:1;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
header .online{font-size:12px;opacity:.9}
button{font:inherit;cursor:pointer}
:focus-visible{outline:2px solid var(--focus);outline-offset:2px}
#close{background:transparent;border:0;color:#fff;font-size:20px;line-height:1;padding:4px 8px;border-radius:4px}
[role=tablist]{display:flex;gap:4px;padding:6px 8px 0;background:var(--panel);border-bottom:1px solid var(--line);overflow-x:auto}
[role=tab]{border:0;background:transparent;color:var(--muted);padding:8px 10px;border-bottom:2px solid transparent;white-space:nowrap}
[role=tab][aria-selected=true]{color:var(--text);border-bottom-color:var(--head);font-weight:600}
.count{display:inline-block;min-width:18px;margin-left:6px;padding:0 5px;border-radius:9px;background:#e53935;color:#fff;font-size:11px;line-height:18px;text-align:center}
#messages{flex:1;overflow-y:auto;margin:0;padding:8px 10px;list-style:none;display:flex;flex-direction:column;gap:6px}
.msg{background:var(--panel);border:1px solid var(--line);border-radius:10px;padding:6px 10px;max-width:88%;align-self:flex-start;overflow-wrap:anywhere}
.msg.mine{align-self:flex-end;background:var(--mine)}
.msg.staff{background:var(--staff)}
.meta{display:flex;gap:6px;align-items:baseline;font-size:12px;color:var(--muted)}
.author{font-weight:600;color:var(--text)}
.badge{background:var(--head);color:#fff;border-radius:4px;padding:0 4px;font-size:11px}
.text{margin:2px 0 0;white-space:pre-wrap}
.text a{color:var(--focus)}
blockquote{margin:4px 0 0;padding:2px 8px;border-left:3px solid var(--head);color:var(--muted);font-size:12px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.actions{display:flex;gap:8px;margin-top:2px}
.actions button{background:none;border:0;padding:0;color:var(--muted);font-size:12px;text-decoration:underline}
.empty,.intro,.older{align-self:center;color:var(--muted);font-size:13px;text-align:center}
#typing{min-height:18px;padding:0 12px;font-size:12px;color:var(--muted)}
#status,#muted,#error{margin:0 10px 6px;padding:6px 10px;border-radius:6px;font-size:13px}
#status{background:var(--panel);border:1px solid var(--line)}
#status button,#reply-bar button{margin-left:6px;background:var(--head);color:#fff;border:0;border-radius:4px;padding:2px 8px}
#muted,#error{color:var(--danger);background:var(--panel);border:1px solid var(--danger)}
#composer{border-top:1px solid var(--line);background:var(--panel);padding:8px;display:grid;grid-template-columns:auto 1fr auto;gap:6px;align-items:end;position:relative}
#reply-bar{grid-column:1/-1;font-size:12px;color:var(--muted);display:flex;align-items:center}
textarea{width:100%;resize:none;min-height:38px;max-height:120px;border:1px solid var(--line);border-radius:8px;padding:8px;background:var(--bg);color:var(--text);font:inherit}
#send{background:var(--head);color:#fff;border:0;border-radius:8px;padding:9px 14px}
#send:disabled,textarea:disabled{opacity:.5;cursor:not-allowed}
#emoji-button{background:transparent;border:1px solid var(--line);border-radius:8px;padding:7px 9px;font-size:16px;color:var(--text)}
#emoji-panel{position:absolute;bottom:100%;left:8px;display:grid;grid-template-columns:repeat(5,36px);gap:2px;padding:6px;background:var(--panel);border:1px solid var(--line);border-radius:8px;box-shadow:0 4px 16px rgba(0,0,0,.25)}
#emoji-panel[hidden]{display:none}
#emoji-panel button{border:0;background:transparent;font-size:20px;padding:4px;border-radius:6px}
#emoji-panel button:hover{background:var(--bg)}
#counter{grid-column:1/-1;justify-self:end;font-size:11px;color:var(--muted)}
#counter.over{color:var(--danger)}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
</style>
</head>
<body>
<header${options.embedded ? ' class="embedded"' : ''}>
  <h1>${escapeHtml(title)}</h1>
  <span class="online" id="online" aria-live="polite"></span>
  ${options.embedded ? '' : `<button type="button" id="close" aria-label="${escapeHtml(texts.close)}">×</button>`}
</header>
<div role="tablist" id="tabs" aria-label="${escapeHtml(title)}"></div>
<ul id="messages" role="log" aria-live="polite" tabindex="0" aria-label="${escapeHtml(title)}"></ul>
<div id="typing" aria-live="polite"></div>
<p id="status" role="status"></p>
<p id="muted" role="status" hidden></p>
<p id="error" role="alert" hidden></p>
<div id="composer" role="group" aria-label="${escapeHtml(texts.placeholder)}" hidden>
  <div id="reply-bar" hidden><span id="reply-label"></span><button type="button" id="cancel-reply">${escapeHtml(texts.cancelReply)}</button></div>
  <button type="button" id="emoji-button" aria-label="${escapeHtml(texts.emoji)}" aria-expanded="false" aria-controls="emoji-panel">😊</button>
  <div id="emoji-panel" role="group" aria-label="${escapeHtml(texts.emoji)}" hidden>${EMOJI.map((e) => `<button type="button">${e}</button>`).join('')}</div>
  <label class="sr" for="text">${escapeHtml(texts.placeholder)}</label>
  <textarea id="text" rows="1" maxlength="${CHAT_MESSAGE_MAX_LENGTH * 2}" aria-describedby="counter error"></textarea>
  <button type="button" id="send">${escapeHtml(texts.send)}</button>
  <span id="counter" aria-live="off"></span>
</div>
<script type="application/json" id="chat-config">${jsonForScript(config)}</script>
<script nonce="${nonce}">${CHAT_PAGE_SCRIPT}</script>
</body>
</html>`;
  return { html, nonce };
};
