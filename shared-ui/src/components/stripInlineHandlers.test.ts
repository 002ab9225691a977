import { stripInlineHandlers } from './stripInlineHandlers';

test('removes event handlers in every quoting style from tags', () => {
  expect(
    stripInlineHandlers(
      `<img src="x" onerror="alert('a')"><a href="/" onClick='go()' ONMOUSEOVER=x>y</a>`,
    ),
  ).toBe('<img src="x"><a href="/">y</a>');
});

test('leaves text that merely mentions a handler alone', () => {
  expect(stripInlineHandlers('<p>Set onload=ready in the text</p>')).toBe(
    '<p>Set onload=ready in the text</p>',
  );
});
