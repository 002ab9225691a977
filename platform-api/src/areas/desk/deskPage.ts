import { randomBytes } from 'node:crypto';

import { INTL_LOCALES, type Language, LANGUAGES } from 'shared-contracts';

import { escapeHtml } from '../../http/escapeHtml';
import { type DeskForm, type DeskProblem, QUESTION_MAX } from './deskService';
import { DESK_TEXTS, DESK_TOPICS } from './deskTexts';

const LANGUAGE_NAMES: Record<Language, string> = {
  EN: 'English',
  CN: '中文',
  ID: 'Bahasa Indonesia',
  PT: 'Português',
  TH: 'ไทย',
  VI: 'Tiếng Việt',
};

/** What the desk page shows: the form (empty, or back with its problems), or the thanks. */
export type DeskView =
  | { kind: 'form'; form: DeskForm; problems: DeskProblem[]; refusal?: 'tooMany' | 'unavailable' }
  | { kind: 'received'; reference: string; contact: string };

export interface DeskPageOptions {
  language: Language;
  view: DeskView;
  /** The brand's chat-app link (its type 2 customer-service path), if any. */
  telegram: string | null;
  brandName: string;
}

/**
 * The guest customer-service desk: a page without script that a guest opens from the
 * site's customer-service popup, to leave a question and a contact. Works by keyboard and screen
 * reader (labels, described errors, the first problem focused), at 360 px, in both colour
 * schemes (the system's), in the brand's six languages.
 */
export const renderDeskPage = ({ language, view, telegram, brandName }: DeskPageOptions) => {
  const nonce = randomBytes(16).toString('base64');
  const t = DESK_TEXTS[language];
  const e = escapeHtml;
  const body =
    view.kind === 'received'
      ? `<section class="done" aria-labelledby="done">
  <h2 id="done" tabindex="-1" autofocus>${e(t.thanks)}</h2>
  <p>${e(t.received)
    .replace('{ref}', `<strong>${e(view.reference)}</strong>`)
    .replace('{contact}', `<strong>${e(view.contact)}</strong>`)}</p>
  <p><a href="?lang=${language}">${e(t.another)}</a></p>
</section>`
      : formHtml(language, view);
  const html = `<!doctype html>
<html lang="${INTL_LOCALES[language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<meta name="color-scheme" content="light dark">
<title>${e(t.title)} · ${e(brandName)}</title>
<style nonce="${nonce}">
:root{--bg:#f6f7fb;--panel:#fff;--text:#1b1d26;--muted:#5c6275;--line:#c9cdd9;--accent:#6a3de8;--danger:#b3261e;--focus:#1a56db}
@media (prefers-color-scheme:dark){:root{--bg:#14151c;--panel:#1d1f29;--text:#eceef5;--muted:#a3a9bc;--line:#3a3e50;--accent:#9b7bff;--danger:#ff8a8a;--focus:#ffd166}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--text);font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Thai","Noto Sans SC",sans-serif}
header{background:var(--accent);color:#fff;padding:12px 16px}
header h1{margin:0;font-size:18px}
main{max-width:560px;margin:0 auto;padding:16px}
p{margin:0 0 12px}
.muted{color:var(--muted)}
form,.done{background:var(--panel);border:1px solid var(--line);border-radius:10px;padding:16px;display:grid;gap:14px}
label{font-weight:600;display:block;margin-bottom:4px}
.hint{color:var(--muted);font-size:13px;margin:0 0 4px}
input,select,textarea{width:100%;font:inherit;color:var(--text);background:var(--bg);border:1px solid var(--line);border-radius:8px;padding:10px;min-height:44px}
textarea{min-height:140px;resize:vertical}
[aria-invalid=true]{border-color:var(--danger)}
.error{color:var(--danger);font-size:13px;margin:4px 0 0}
.alert{color:var(--danger);border:1px solid var(--danger);border-radius:8px;padding:10px;margin:0}
button{font:inherit;font-weight:600;background:var(--accent);color:#fff;border:0;border-radius:8px;padding:12px;min-height:44px;cursor:pointer}
a{color:var(--focus);display:inline-block;min-height:24px}
:focus-visible{outline:2px solid var(--focus);outline-offset:2px}
.other{margin-top:16px}
nav{margin-top:20px;font-size:13px}
nav ul{list-style:none;padding:0;margin:4px 0 0;display:flex;flex-wrap:wrap;gap:4px 12px}
nav a{padding:2px 0}
</style>
</head>
<body>
<header><h1>${e(t.title)}</h1></header>
<main>
${body}
${telegram ? `<p class="other muted">${e(t.otherWays)} <a href="${e(telegram)}" target="_blank" rel="noopener noreferrer">${e(t.telegram)}</a></p>` : ''}
<nav aria-label="${e(t.language)}"><span class="muted">${e(t.language)}</span><ul>${LANGUAGES.map(
    (code) =>
      `<li><a href="?lang=${code}" lang="${INTL_LOCALES[code]}"${code === language ? ' aria-current="true"' : ''}>${e(LANGUAGE_NAMES[code])}</a></li>`,
  ).join('')}</ul></nav>
</main>
</body>
</html>`;
  return { html, nonce };
};

const formHtml = (language: Language, view: Extract<DeskView, { kind: 'form' }>) => {
  const t = DESK_TEXTS[language];
  const e = escapeHtml;
  const { form, problems } = view;
  // The field's hint, and its problem when it has one, describe it.
  const described = (problem: DeskProblem) =>
    problems.includes(problem)
      ? ` aria-invalid="true" aria-describedby="${problem}-hint ${problem}-error"`
      : ` aria-describedby="${problem}-hint"`;
  const first = problems[0];
  const focus = (problem: DeskProblem) => (first === problem ? ' autofocus' : '');
  const error = (problem: DeskProblem) =>
    problems.includes(problem)
      ? `<p class="error" id="${problem}-error">${e(t.errors[problem])}</p>`
      : '';
  return `<p>${e(t.intro)}</p>
<form method="post" action="?lang=${language}" novalidate aria-label="${e(t.title)}">
  ${view.refusal ? `<p class="alert" role="alert">${e(t.errors[view.refusal])}</p>` : ''}
  <div><label for="name">${e(t.name)}</label>
  <p class="hint" id="name-hint">${e(t.nameHint)}</p>
  <input id="name" name="name" autocomplete="name" maxlength="60" aria-describedby="name-hint" value="${e(form.name)}"></div>
  <div><label for="contact">${e(t.contact)} ＊</label>
  <p class="hint" id="contact-hint">${e(t.contactHint)}</p>
  <input id="contact" name="contact" required maxlength="120" autocomplete="email" value="${e(form.contact)}"${described('contact')}${focus('contact')}>${error('contact')}</div>
  <div><label for="topic">${e(t.topic)}</label>
  <select id="topic" name="topic">${DESK_TOPICS.map(
    (topic) =>
      `<option value="${topic}"${form.topic === topic ? ' selected' : ''}>${e(t.topics[topic])}</option>`,
  ).join('')}</select></div>
  <div><label for="question">${e(t.question)} ＊</label>
  <p class="hint" id="question-hint">${e(t.questionHint)}</p>
  <textarea id="question" name="question" required maxlength="${QUESTION_MAX * 2}"${described('question')}${focus('question')}>${e(form.question)}</textarea>${error('question')}</div>
  <button type="submit">${e(t.send)}</button>
</form>`;
};
