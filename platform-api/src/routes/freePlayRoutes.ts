import type { FastifyInstance } from 'fastify';
import { firebaseLoginEndpoint, freePlayEndpoint } from 'shared-contracts';

import { createFreePlayService } from '../auth/freePlay';
import { HttpError } from '../http/httpError';
import { registerEndpoint } from '../http/registerEndpoint';

/** Free play (trial accounts) and the Firebase sign-in entry point. */
export const registerFreePlayRoutes = (app: FastifyInstance): void => {
  const { platform } = app;
  const freePlay = createFreePlayService(platform);

  registerEndpoint(app, freePlayEndpoint, ({ request }) => freePlay(request));

  // Verifying a Firebase ID token needs Google's signing keys, which this offline reference
  // platform cannot fetch: the operator's platform answers this call in production.
  registerEndpoint(app, firebaseLoginEndpoint, () => {
    if (!platform.authSettings.firebase) {
      throw new HttpError(403, 'Function not enabled', { reason: 'functionNotEnabled' });
    }
    throw new HttpError(501, 'Firebase sign-in is answered by the operator platform', {
      reason: 'functionNotEnabled',
    });
  });
};
