import { render } from '@testing-library/react';

import { SafeHtml } from './SafeHtml';

describe('SafeHtml', () => {
  it('removes scripts and event handlers but keeps the content', () => {
    const onerror = jest.fn();
    Object.assign(window, { pwned: onerror });
    const { container } = render(
      <SafeHtml
        html={'<p>Bonus</p><img src=x onerror="window.pwned()"><script>window.pwned()</script>'}
      />,
    );
    expect(container).toHaveTextContent('Bonus');
    expect(container.querySelector('script')).toBeNull();
    const image = container.querySelector('img');
    expect(image).not.toBeNull();
    expect(image).not.toHaveAttribute('onerror');
    expect(container.innerHTML).not.toContain('pwned');
    expect(onerror).not.toHaveBeenCalled();
  });

  it('drops javascript: links and opens other links in a new tab without an opener', () => {
    const { container } = render(
      <SafeHtml
        html={'<a href="javascript:alert(1)">bad</a><a href="https://example.com/terms">terms</a>'}
      />,
    );
    const [bad, good] = Array.from(container.querySelectorAll('a'));
    expect(bad).not.toHaveAttribute('href');
    expect(good).toHaveAttribute('href', 'https://example.com/terms');
    expect(good).toHaveAttribute('target', '_blank');
    expect(good).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('removes frames, forms and inline styles', () => {
    const { container } = render(
      <SafeHtml
        as="section"
        html={
          '<iframe src="https://evil.test"></iframe><form><input></form><p style="position:fixed">x</p>'
        }
      />,
    );
    expect(container.firstElementChild?.tagName).toBe('SECTION');
    expect(container.querySelector('iframe, form, input')).toBeNull();
    expect(container.querySelector('p')).not.toHaveAttribute('style');
  });

  it('rewrites allowed URLs through resolveUrl but never into a script URL', () => {
    const { container } = render(
      <SafeHtml
        html={'<img src="/assets/a.svg" alt="a"><a href="/assets/b">b</a><a href="/evil">c</a>'}
        resolveUrl={(url) =>
          url === '/evil' ? 'javascript:alert(1)' : `https://api.example.com${url}`
        }
      />,
    );
    expect(container.querySelector('img')).toHaveAttribute(
      'src',
      'https://api.example.com/assets/a.svg',
    );
    const [b, c] = Array.from(container.querySelectorAll('a'));
    expect(b).toHaveAttribute('href', 'https://api.example.com/assets/b');
    expect(c).not.toHaveAttribute('href');
  });
});
