import { randomBytes } from 'node:crypto';

import { type Language } from 'shared-contracts';
import { AFFILIATE_TRAFFIC, affiliateApplicationEndpoint } from 'shared-contracts/agent';

import { AFFILIATE_PAGE_TEXTS } from './affiliatePageTexts';

/** Where the footer's Affiliates button leads on the reference brand. */
export const AFFILIATE_PAGE_PATH = '/affiliates/apply';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/**
 * The page's script: sends the form as JSON and shows a refusal at its field in the page's
 * language (by the answer's field and issue), keeping everything typed; on success the thanks.
 */
const SCRIPT = String.raw`
(function () {
  'use strict';
  var config = JSON.parse(document.getElementById('affiliate-config').textContent);
  var texts = config.texts;
  var form = document.getElementById('application');
  var alertBox = document.getElementById('form-alert');
  var submit = document.getElementById('submit');
  var fields = ['name', 'email', 'channel', 'traffic', 'message'];
  var setError = function (name, text) {
    var input = document.getElementById(name);
    var error = document.getElementById(name + '-error');
    error.textContent = text || '';
    if (text) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  };
  fields.forEach(function (name) {
    // A complaint goes as soon as its field changes.
    document.getElementById(name).addEventListener('input', function () { setError(name, ''); });
  });
  var wordsOf = function (issue, name) {
    if (issue === 'required') return texts.errors.required;
    if (issue === 'tooSmall') return texts.errors.tooShort;
    if (issue === 'tooBig') return texts.errors.tooLong;
    return name === 'email' ? texts.errors.invalid : texts.errors.required;
  };
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    fields.forEach(function (name) { setError(name, ''); });
    alertBox.textContent = '';
    var body = { language: config.language };
    fields.forEach(function (name) {
      var value = document.getElementById(name).value.trim();
      if (value !== '' || name !== 'message') body[name] = value;
    });
    var missing = fields.filter(function (name) { return name !== 'message' && !body[name]; });
    if (missing.length > 0) {
      missing.forEach(function (name) { setError(name, texts.errors.required); });
      document.getElementById(missing[0]).focus();
      return;
    }
    submit.disabled = true;
    submit.textContent = texts.sending;
    fetch(config.api, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (response) {
        return response.json().then(function (envelope) { return { status: response.status, envelope: envelope }; });
      })
      .then(function (answer) {
        if (answer.envelope.success) {
          form.hidden = true;
          var thanks = document.getElementById('thanks');
          document.getElementById('thanks-text').textContent = texts.thanks.replace('{email}', body.email);
          thanks.hidden = false;
          document.getElementById('thanks-title').focus();
          return;
        }
        var value = answer.envelope.value || {};
        if (answer.status === 400 && fields.indexOf(value.field) >= 0) {
          setError(value.field, wordsOf(value.issue, value.field));
          document.getElementById(value.field).focus();
        } else {
          alertBox.textContent = answer.status === 429 ? texts.errors.throttled : texts.errors.unknown;
        }
      })
      .catch(function () { alertBox.textContent = texts.errors.unknown; })
      .then(function () {
        submit.disabled = false;
        submit.textContent = texts.submit;
      });
  });
})();
`;

const STYLE = `
:root { color-scheme: dark; --bg: #0f1221; --surface: #1a1f36; --border: #2e3558; --text: #eef0fb;
  --muted: #a7acc9; --primary: #a78bfa; --on-primary: #17122b; --danger: #ff8a8a; --focus: #c4b5fd; }
:root[data-theme='light'] { color-scheme: light; --bg: #f5f6fb; --surface: #ffffff; --border: #d5d9ea;
  --text: #1b1f33; --muted: #545a78; --primary: #6d28d9; --on-primary: #ffffff; --danger: #b42318; --focus: #6d28d9; }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; background: var(--bg); color: var(--text);
  font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', 'Noto Sans', 'Noto Sans Thai', 'Noto Sans SC', sans-serif; }
main { max-width: 560px; margin: 0 auto; padding: 24px 16px 48px; }
.card { background: var(--surface); border: 1px solid var(--border); border-radius: 16px; padding: 24px 20px; }
h1 { margin: 0 0 8px; font-size: 1.6rem; }
p { margin: 0 0 16px; color: var(--muted); }
.back { display: inline-block; margin-bottom: 16px; color: var(--primary); }
form { display: flex; flex-direction: column; gap: 16px; }
.field { display: flex; flex-direction: column; gap: 6px; }
label { font-weight: 600; }
.hint, .optional { color: var(--muted); font-weight: 400; font-size: 0.875rem; }
input, select, textarea { width: 100%; padding: 10px 12px; border: 1px solid var(--border); border-radius: 10px;
  background: var(--bg); color: var(--text); font: inherit; }
textarea { min-height: 110px; resize: vertical; }
input[aria-invalid='true'], select[aria-invalid='true'] { border-color: var(--danger); }
.error, .alert { color: var(--danger); font-weight: 400; font-size: 0.875rem; min-height: 0; }
button { padding: 12px 16px; border: 0; border-radius: 10px; background: var(--primary); color: var(--on-primary);
  font: inherit; font-weight: 700; cursor: pointer; }
button:disabled { opacity: 0.6; cursor: progress; }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
`;

export interface AffiliatePageOptions {
  language: Language;
  brandName: string;
  theme: 'dark' | 'light';
}

/** The affiliate application page: self-contained, its script and style under a CSP nonce. */
export const renderAffiliatePage = ({ language, brandName, theme }: AffiliatePageOptions) => {
  const nonce = randomBytes(16).toString('base64');
  const texts = AFFILIATE_PAGE_TEXTS[language];
  const brand = { brand: escapeHtml(brandName) };
  const config = { language, api: affiliateApplicationEndpoint.path, texts };
  // Label, control, then the hint and the error outside the label: the field's name stays its
  // label, and the hint and complaint are its description.
  const field = (name: string, label: string, control: string, extra = '', hint = '') =>
    `<div class="field"><label for="${name}">${escapeHtml(label)}${extra}</label>${control}${hint}<span class="error" id="${name}-error" aria-live="polite"></span></div>`;
  const html = `<!doctype html>
<html lang="${language.toLowerCase()}" data-theme="${theme}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(texts.title)} · ${brand.brand}</title>
<style nonce="${nonce}">${STYLE}</style></head>
<body><main>
<a class="back" href="/">${fill(escapeHtml(texts.back), brand)}</a>
<div class="card">
<form id="application" novalidate aria-labelledby="title">
<h1 id="title">${escapeHtml(texts.title)}</h1>
<p>${fill(escapeHtml(texts.intro), brand)}</p>
${field('name', texts.name, '<input id="name" name="name" autocomplete="name" required maxlength="80" aria-describedby="name-error">')}
${field('email', texts.email, '<input id="email" name="email" type="email" autocomplete="email" required maxlength="120" aria-describedby="email-error">')}
${field('channel', texts.channel, '<input id="channel" name="channel" required maxlength="200" aria-describedby="channel-hint channel-error">', '', `<span class="hint" id="channel-hint">${escapeHtml(texts.channelHint)}</span>`)}
${field('traffic', texts.traffic, `<select id="traffic" name="traffic" required aria-describedby="traffic-error"><option value=""></option>${AFFILIATE_TRAFFIC.map((id) => `<option value="${id}">${escapeHtml(texts.trafficOptions[id])}</option>`).join('')}</select>`)}
${field('message', texts.message, '<textarea id="message" name="message" maxlength="1000" aria-describedby="message-error"></textarea>', ` <span class="optional">(${escapeHtml(texts.optional)})</span>`)}
<p class="alert" id="form-alert" role="alert"></p>
<button type="submit" id="submit">${escapeHtml(texts.submit)}</button>
</form>
<div id="thanks" role="status" hidden>
<h1 id="thanks-title" tabindex="-1">${escapeHtml(texts.thanksTitle)}</h1>
<p id="thanks-text"></p>
</div>
</div>
</main>
<script type="application/json" id="affiliate-config">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>
<script nonce="${nonce}">${SCRIPT}</script>
</body></html>`;
  return { html, nonce };
};
