import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { LoadingState } from 'shared-ui';

import { useWhitelabel } from '../api/whitelabel';
import { reportView } from '../fieldData/fieldData';
import { useHost } from '../host/hostContext';
import { Layout } from '../layout/Layout';
import type { SiteRoute } from '../routing/routes';
import { useSession } from '../state/session';
import { LOGIN_EXEMPT_PATHS, loginRedirectTarget } from './loginRedirect';
import { RouteContent } from './RouteContent';
import { useDocumentHead } from './useDocumentHead';

/** Props of {@link RoutePage}. */
export interface RoutePageProps {
  route: SiteRoute;
  /**
   * The path the page takes instead of the one visited, keeping the query and hash (`/` shows
   * the home page and takes /index).
   */
  moveTo?: string;
}

/** One route: the login redirect rule, then the layout with the route's content. */
export const RoutePage = ({ route, moveTo }: RoutePageProps) => {
  const { t } = useTranslation();
  const host = useHost();
  // Read so that logging in or out re-applies the redirect rule.
  useSession();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  // Moved while this page shows, not through a redirect element: every route's element is this
  // component, so the frame (header, menu, footer) stays mounted from `/` to /index. A redirect
  // element in between unmounted it, and the page went blank for a moment after each login.
  useLayoutEffect(() => {
    if (moveTo && pathname !== moveTo)
      void navigate({ pathname: moveTo, search, hash }, { replace: true });
  }, [moveTo, pathname, search, hash, navigate]);
  const brand = useWhitelabel();
  useDocumentHead(route);
  // Field data (ADR 0030): a view of the route's part, once per route shown.
  useEffect(() => reportView(route), [route]);
  const target = loginRedirectTarget({
    pathname,
    loginedToHomePage: brand.data?.loginedToHomePage ?? false,
    hasToken: Boolean(host.getToken()),
  });
  if (target) return <Navigate to={target} replace />;
  // Until the brand says whether guests may browse, guarded content waits (the frame shows).
  const waitForBrand = brand.isPending && !LOGIN_EXEMPT_PATHS.includes(pathname);
  return (
    <Layout route={route}>
      {waitForBrand ? (
        <LoadingState label={t('app.loadingPage')} />
      ) : (
        <RouteContent content={route.content} />
      )}
    </Layout>
  );
};
