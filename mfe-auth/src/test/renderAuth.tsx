import { renderRemote, type RenderRemoteOptions } from 'shared-ui/testing';

import { auth } from '../remote';
import { authUi } from '../state/authUi';
import { baseRoutes } from './fixtures';

/**
 * Renders auth screens as the shell mounts them, on a fake platform that answers the routes
 * every screen reads ({@link baseRoutes}) besides the test's own, with no modal open.
 */
export const renderAuth = ({
  route = '/index',
  api = {},
  ...options
}: Omit<RenderRemoteOptions, 'kit'>) => {
  authUi.close();
  return renderRemote({ kit: auth, route, api: { ...baseRoutes(), ...api }, ...options });
};
