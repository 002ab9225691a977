import { Navigate, Route, Routes, useLocation } from 'react-router-dom';

import { HOME_PATH, NOT_FOUND_ROUTE, SITE_ROUTES } from '../routing/routes';
import { RoutePage } from './RoutePage';

/** `/` goes to the home page, keeping the query and hash (campaign links carry both). */
const RedirectHome = () => {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: HOME_PATH, search, hash }} replace />;
};

/** The site's routes, built from the route table. */
export const AppRoutes = () => (
  <Routes>
    <Route path="/" element={<RedirectHome />} />
    {SITE_ROUTES.map((route) => (
      <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
    ))}
    <Route path="*" element={<RoutePage route={NOT_FOUND_ROUTE} />} />
  </Routes>
);
