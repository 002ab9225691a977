import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerHtmlContext } from 'shared-ui';

import { LazyBlock } from '../layout/LazyBlock';
import { lazyComponent } from '../lib/lazyComponent';
import { RemoteSlot } from '../remotes/RemoteSlot';
import type { RouteContent as RouteContentData, ShellPage } from '../routing/routes';

/** The chunk of each shell page (its webpackChunkName below): the server links its styles. */
export const SHELL_PAGE_CHUNKS: Record<ShellPage, string> = {
  help: 'page-help',
  helpMobile: 'page-helpmc',
  download: 'page-download',
  saferGambling: 'page-safer-gambling',
  notFound: 'page-not-found',
};

// Each shell page is its own chunk: the home page downloads none of them.
const SHELL_PAGES: Record<ShellPage, ComponentType> = {
  help: lazyComponent(() =>
    import(/* webpackChunkName: "page-help" */ '../features/helpCentre/HelpCentrePage').then(
      (module) => module.HelpCentrePage,
    ),
  ),
  helpMobile: lazyComponent(() =>
    import(
      /* webpackChunkName: "page-helpmc" */ '../features/helpCentre/HelpCentreMobilePage'
    ).then((module) => module.HelpCentreMobilePage),
  ),
  download: lazyComponent(() =>
    import(/* webpackChunkName: "page-download" */ '../features/download/DownloadPage').then(
      (module) => module.DownloadPage,
    ),
  ),
  saferGambling: lazyComponent(() =>
    import(
      /* webpackChunkName: "page-safer-gambling" */ '../features/saferGambling/SaferGamblingPage'
    ).then((module) => module.SaferGamblingPage),
  ),
  notFound: lazyComponent(() =>
    import(/* webpackChunkName: "page-not-found" */ '../features/notFound/NotFoundPage').then(
      (module) => module.NotFoundPage,
    ),
  ),
};

/** Props of {@link RouteContent}. */
export interface RouteContentProps {
  content: RouteContentData;
}

/** The main area of a route: a remote's exposed module or a lazily loaded shell page. */
export const RouteContent = ({ content }: RouteContentProps) => {
  const { t } = useTranslation();
  if (content.kind === 'remote') {
    return (
      <RemoteSlot
        key={`${content.remote}/${content.module}`}
        remote={content.remote}
        module={content.module}
      />
    );
  }
  const Page = SHELL_PAGES[content.page];
  // A shell page hydrates after the rest of the page (React.lazy suspends on its chunk), so
  // what it renders only in a browser (SafeHtml's sanitised HTML) waits for its own first
  // commit, as in a remote's area: else React keeps the server's empty box (as /helpmc once did).
  return (
    <LazyBlock loadingLabel={t('app.loadingPage')}>
      <ServerHtmlContext.Provider value>
        <Page />
      </ServerHtmlContext.Provider>
    </LazyBlock>
  );
};
