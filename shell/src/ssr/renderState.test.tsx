import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { setRenderingServerHtml } from 'shared-ui';

import { parseRenderState, readRenderState, useServerRender } from './renderState';

const valid = {
  theme: 'light',
  language: 'TH',
  sideMenuMini: true,
  queries: { queries: [], mutations: [] },
};

test('a render state is read from its data block, and anything else is refused', () => {
  document.body.innerHTML = `<script type="application/json" id="render-state">${JSON.stringify(valid)}</script>`;
  expect(readRenderState()).toEqual(valid);
  document.body.innerHTML = '<script type="application/json" id="render-state">{not json</script>';
  expect(readRenderState()).toBeNull();
  document.body.innerHTML = '';
  expect(readRenderState()).toBeNull();
  expect(parseRenderState({ ...valid, theme: 'pink' })).toBeNull();
  expect(parseRenderState({ ...valid, language: 'XX' })).toBeNull();
  expect(parseRenderState({ ...valid, queries: {} })).toBeNull();
});

const Where = () => <p>{useServerRender() ? 'server' : 'browser'}</p>;

test('useServerRender: the server and hydration say server, then the browser takes over', async () => {
  setRenderingServerHtml(true);
  const html = renderToString(<Where />);
  expect(html).toBe('<p>server</p>');
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await act(async () => {
    hydrateRoot(container, <Where />);
  });
  // The host says hydration has committed; the switch itself is already on its way.
  setRenderingServerHtml(false);
  expect(container.textContent).toBe('browser');
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  container.remove();
});

test('useServerRender: a page the browser renders alone is the browser at once', () => {
  render(<Where />);
  expect(screen.getByText('browser')).toBeInTheDocument();
});
