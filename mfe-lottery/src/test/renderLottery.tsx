import { Route, Routes } from 'react-router-dom';
import { createRenderer } from 'shared-ui/testing';

import { LotteryScreen } from '../features/page/LotteryScreen';
import { lottery } from '../remote';

const render = createRenderer(
  lottery,
  <Routes>
    <Route path="/lottery" element={<LotteryScreen />} />
  </Routes>,
);

/** Renders the lottery page as the shell mounts it, on a fake platform (a guest by default). */
export const renderLottery = (options: Parameters<typeof render>[0] = {}) =>
  render({ route: '/lottery', ...options });
