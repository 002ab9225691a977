import { Route, Routes } from 'react-router-dom';
import { type RenderRemoteOptions, renderRemote } from 'shared-ui/testing';

import { ExampleScreen } from '../features/example/ExampleScreen';
import { {{name}} } from '../remote';

/** Renders the {{title}} routes as the shell mounts them, on a fake platform. */
export const render{{Name}} = (options: Omit<RenderRemoteOptions, 'kit' | 'children'> = {}) =>
  renderRemote({
    kit: {{name}},
    route: '{{route}}',
    ...options,
    children: (
      <Routes>
        <Route path="{{route}}" element={<ExampleScreen />} />
      </Routes>
    ),
  });
