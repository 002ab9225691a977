import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

import { createFakeHost } from '../testing/fakeHost';
import { RemoteContextProvider } from './RemoteContext';
import { RemotePagination } from './RemotePagination';

const WORDS = {
  nav: 'pager.nav',
  previous: 'pager.previous',
  next: 'pager.next',
  page: 'pager.page',
};

const renderInRemote = async (children: ReactNode) => {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'EN',
    resources: {
      EN: {
        demo: {
          pager: {
            nav: 'Pages',
            previous: 'Previous page',
            next: 'Next page',
            page: 'Page {{page}} of {{pages}}',
          },
        },
      },
    },
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <RemoteContextProvider host={createFakeHost()} namespace="demo">
        {children}
      </RemoteContextProvider>
    </I18nextProvider>,
  );
};

describe('RemotePagination', () => {
  it("names the pager and its buttons in the remote's words and turns the page", async () => {
    const onChange = jest.fn();
    await renderInRemote(
      <RemotePagination words={WORDS} page={2} totalPages={5} onChange={onChange} />,
    );
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(pager).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(screen.getByRole('button', { name: 'Page 4 of 5' }));
    expect(onChange).toHaveBeenLastCalledWith(4);
  });

  it("takes the list's own name for the pager and its pages", async () => {
    await renderInRemote(
      <RemotePagination
        words={WORDS}
        label="Message pages"
        pageLabel={(page, pages) => `${page}/${pages}`}
        page={1}
        totalPages={3}
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Message pages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '3/3' })).toBeInTheDocument();
  });

  it('shows nothing for a single page', async () => {
    const { container } = await renderInRemote(
      <RemotePagination words={WORDS} page={1} totalPages={1} onChange={() => undefined} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
