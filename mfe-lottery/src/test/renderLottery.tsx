import { Route, Routes } from 'react-router-dom';
import { createRenderer } from 'shared-ui/testing';

import { ExampleScreen } from '../features/example/ExampleScreen';
import { lottery } from '../remote';

const render = createRenderer(
  lottery,
  <Routes>
    <Route path="/lottery" element={<ExampleScreen />} />
  </Routes>,
);

/** Renders the lottery routes as the shell mounts them, on a fake platform. */
export const renderLottery = (options: Parameters<typeof render>[0] = {}) =>
  render({ route: '/lottery', ...options });
