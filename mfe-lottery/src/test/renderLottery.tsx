import { Route, Routes } from 'react-router-dom';
import { createRenderer } from 'shared-ui/testing';

import { ElottScreen } from '../features/elott/ElottScreen';
import { LotteryScreen } from '../features/page/LotteryScreen';
import { VnLotteryScreen } from '../features/vn/VnLotteryScreen';
import { lottery } from '../remote';

const render = createRenderer(
  lottery,
  <Routes>
    <Route path="/lottery" element={<LotteryScreen />} />
    <Route path="/vnlottery" element={<VnLotteryScreen />} />
    <Route path="/elott" element={<ElottScreen />} />
  </Routes>,
);

/** Renders the lottery page as the shell mounts it, on a fake platform (a guest by default). */
export const renderLottery = (options: Parameters<typeof render>[0] = {}) =>
  render({ route: '/lottery', ...options });

/** Renders the VN lottery page as the shell mounts it, on a fake platform (a guest by default). */
export const renderVnLottery = (options: Parameters<typeof render>[0] = {}) =>
  render({ route: '/vnlottery', ...options });

/** Renders the e-lottery lobby as the shell mounts it, on a fake platform (a guest by default). */
export const renderElott = (options: Parameters<typeof render>[0] = {}) =>
  render({ route: '/elott', ...options });
