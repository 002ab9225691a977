import { takeInlineJson } from './inlineDocuments';

// Parsed like the server's HTML (a script added by the DOM would be run by jsdom).
const block = (id: string, text: string, type = 'application/json') =>
  document.body.insertAdjacentHTML(
    'beforeend',
    `<script type="${type}" id="${id}">${text}</script>`,
  );

afterEach(() => {
  document.body.innerHTML = '';
});

test("reads a data block's JSON once; the second read answers nothing", () => {
  block('doc-a', '{"a":1}');
  expect(takeInlineJson('doc-a')).toEqual({ a: 1 });
  expect(takeInlineJson('doc-a')).toBeUndefined();
});

test('answers nothing without the block, for a block that is not JSON or not a data block', () => {
  expect(takeInlineJson('doc-missing')).toBeUndefined();
  block('doc-broken', '{"a":');
  expect(takeInlineJson('doc-broken')).toBeUndefined();
  block('doc-script', '{"a":1}', 'text/javascript');
  expect(takeInlineJson('doc-script')).toBeUndefined();
});
