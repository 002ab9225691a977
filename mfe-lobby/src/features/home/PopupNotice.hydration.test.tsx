import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { noticesEndpoint } from 'shared-contracts';
import { setRenderingServerHtml } from 'shared-ui';
import { initSharedI18n } from 'shared-ui/harness';
import { createRemoteQueryClient } from 'shared-ui/kit';
import { createFakeHost } from 'shared-ui/testing';

import { popupNoticeKeys } from '../../api/popupNotices';
import { lobby } from '../../remote';
import { notice } from '../../test/fixtures';
import { PopupNotice } from './PopupNotice';

/*
 * The home page arrives rendered by the server with the popup announcements already in its
 * cache. What the visitor closed lives in the browser's storage, which the server cannot read:
 * the dialog must stay out of the server's HTML and out of the hydration, or the two would
 * differ and React would throw the server's HTML away (a hydration error in every visit).
 */
test('the server renders no popup; the browser shows it once hydrated, without a mismatch', async () => {
  initSharedI18n();
  const queryClient = createRemoteQueryClient(60_000);
  const key = popupNoticeKeys.call(noticesEndpoint, { types: 'PU', language: 'EN' });
  queryClient.setQueryData(key, { list: [notice()] });
  const page = (
    <MemoryRouter initialEntries={['/index']}>
      <lobby.Providers host={createFakeHost()} queryClient={queryClient}>
        <p>Lobby</p>
        <PopupNotice />
      </lobby.Providers>
    </MemoryRouter>
  );

  setRenderingServerHtml(true);
  const html = renderToString(page);
  expect(html).not.toContain('Important');

  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const recoverableErrors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, page, { onRecoverableError: (error) => recoverableErrors.push(error) });
  });
  setRenderingServerHtml(false);

  expect(await screen.findByRole('dialog', { name: 'Important' })).toBeInTheDocument();
  expect(recoverableErrors).toEqual([]);
});
