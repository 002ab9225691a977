import { documentHintedRelease, forgetFailedElements } from './failedElements';

const cdn = 'https://cdn.example/mfe-auth/1.0.0-abc/';

test("a retry forgets the remote's scripts and preloads, and keeps its styles and others' files", () => {
  document.head.innerHTML = `
    <script src="${cdn}remoteEntry.js"></script>
    <link rel="preload" as="script" href="${cdn}__federation_expose_LoginPage.js">
    <link rel="modulepreload" href="${cdn}chunk.js">
    <link rel="stylesheet" href="${cdn}__federation_expose_LoginPage.css">
    <script src="https://cdn.example/mfe-lobby/2.0.0-def/remoteEntry.js"></script>
    <link rel="preload" as="script" href="https://cdn.example/mfe-auth/0.9.0-old/remoteEntry.js">`;
  forgetFailedElements(`${cdn}mf-manifest.json`);
  const left = [...document.head.querySelectorAll<HTMLElement>('script, link')].map(
    (element) => element.getAttribute('src') ?? element.getAttribute('href'),
  );
  expect(left).toEqual([
    `${cdn}__federation_expose_LoginPage.css`,
    'https://cdn.example/mfe-lobby/2.0.0-def/remoteEntry.js',
    'https://cdn.example/mfe-auth/0.9.0-old/remoteEntry.js',
  ]);
});

test("a release the page's HTML hinted needs a fresh document; another release or a stylesheet does not", () => {
  document.head.innerHTML = `
    <link rel="stylesheet" href="${cdn}__federation_expose_LoginPage.css">
    <link rel="preload" as="script" href="https://cdn.example/mfe-lobby/2.0.0-def/remoteEntry.js">`;
  expect(documentHintedRelease(`${cdn}mf-manifest.json`)).toBe(false);
  document.head.insertAdjacentHTML(
    'beforeend',
    `<link rel="preload" as="script" href="${cdn}remoteEntry.js" fetchpriority="low" crossorigin>`,
  );
  expect(documentHintedRelease(`${cdn}mf-manifest.json`)).toBe(true);
  expect(documentHintedRelease('https://cdn.example/mfe-auth/0.9.0-old/mf-manifest.json')).toBe(
    false,
  );
});
