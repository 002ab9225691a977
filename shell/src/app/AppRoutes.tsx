import { Route, Routes } from 'react-router-dom';

import { HOME_PATH, NOT_FOUND_ROUTE, routeFor, SITE_ROUTES } from '../routing/routes';
import { RoutePage } from './RoutePage';

/** The site's routes, built from the route table. */
export const AppRoutes = () => (
  <Routes>
    {/* `/` is the home page at /index, keeping the query and hash (campaign links carry both). */}
    <Route path="/" element={<RoutePage route={routeFor(HOME_PATH)} moveTo={HOME_PATH} />} />
    {SITE_ROUTES.map((route) => (
      <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
    ))}
    <Route path="*" element={<RoutePage route={NOT_FOUND_ROUTE} />} />
  </Routes>
);
