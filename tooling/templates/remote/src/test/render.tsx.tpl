import { Route, Routes } from 'react-router-dom';
import { createRenderer } from 'shared-ui/testing';

import { ExampleScreen } from '../features/example/ExampleScreen';
import { {{name}} } from '../remote';

const render = createRenderer(
  {{name}},
  <Routes>
    <Route path="{{route}}" element={<ExampleScreen />} />
  </Routes>,
);

/** Renders the {{title}} routes as the shell mounts them, on a fake platform. */
export const render{{Name}} = (options: Parameters<typeof render>[0] = {}) =>
  render({ route: '{{route}}', ...options });
