import { Route, Routes } from 'react-router-dom';
import { createRenderer } from 'shared-ui/testing';

import { GameFrameScreen } from '../features/gameFrame/GameFrameScreen';
import { HomeScreen } from '../features/home/HomeScreen';
import { InHouseScreen } from '../features/inhouse/InHouseScreen';
import { LobbyScreen } from '../features/lobby/LobbyScreen';
import { SeamlessScreen } from '../features/seamless/SeamlessScreen';
import { lobby } from '../remote';

const LOBBIES = ['/rng', '/pvp', '/live', '/fish', '/sports', '/esports'];

/** Renders the lobby routes as the shell mounts them, on a fake platform. */
export const renderLobby = createRenderer(
  lobby,
  <Routes>
    <Route path="/index" element={<HomeScreen />} />
    {LOBBIES.map((path) => (
      <Route key={path} path={path} element={<LobbyScreen />} />
    ))}
    <Route path="/inhouse" element={<InHouseScreen />} />
    <Route path="/seamless" element={<SeamlessScreen />} />
    <Route path="/game" element={<GameFrameScreen />} />
    <Route path="*" element={null} />
  </Routes>,
);
