import { Route, Routes } from 'react-router-dom';
import { LOBBY_PATHS } from 'shared-contracts';
import { createRenderer } from 'shared-ui/testing';

import { GameFrameScreen } from '../features/gameFrame/GameFrameScreen';
import { HomeScreen } from '../features/home/HomeScreen';
import { InHouseScreen } from '../features/inhouse/InHouseScreen';
import { LobbyScreen } from '../features/lobby/LobbyScreen';
import { SeamlessScreen } from '../features/seamless/SeamlessScreen';
import { lobby } from '../remote';

/** Renders the lobby routes as the shell mounts them, on a fake platform. */
export const renderLobby = createRenderer(
  lobby,
  <Routes>
    <Route path="/index" element={<HomeScreen />} />
    {LOBBY_PATHS.map((path) => (
      <Route key={path} path={path} element={<LobbyScreen />} />
    ))}
    <Route path="/inhouse" element={<InHouseScreen />} />
    <Route path="/seamless" element={<SeamlessScreen />} />
    <Route path="/game" element={<GameFrameScreen />} />
    <Route path="*" element={null} />
  </Routes>,
);
