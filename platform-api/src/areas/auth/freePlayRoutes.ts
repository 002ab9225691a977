import type { FastifyInstance } from 'fastify';
import {
  firebaseLinkEndpoint,
  firebaseLoginEndpoint,
  firebaseRegisterEndpoint,
  freePlayEndpoint,
} from 'shared-contracts';

import type { Areas } from '../../compose';
import { registerEndpoint } from '../../http/registerEndpoint';
import { FirebaseTokenError } from './firebaseTokens';

/** Free play (trial accounts) and Firebase-linked sign-in (Google, Facebook). */
export const registerFreePlayRoutes = (
  app: FastifyInstance,
  { freePlay, firebase }: Pick<Areas['auth'], 'freePlay' | 'firebase'>,
): void => {
  const { platform } = app;
  if (platform.config.firebase.emulatorHost && platform.authSettings.firebase) {
    app.log.warn(
      { emulatorHost: platform.config.firebase.emulatorHost },
      'Firebase sign-in accepts unsigned Auth emulator tokens: never run production like this',
    );
  }

  registerEndpoint(app, freePlayEndpoint, ({ request }) => freePlay(request));

  registerEndpoint(app, firebaseLoginEndpoint, async ({ input, request }) => {
    try {
      return await firebase.signIn(input.idToken, input.provider);
    } catch (error) {
      // The client gets one message for every bad token; why it was refused goes to the log.
      if (error instanceof FirebaseTokenError)
        request.log.info({ why: error.detail }, 'firebase ID token refused');
      throw error;
    }
  });
  registerEndpoint(app, firebaseLinkEndpoint, ({ payload, ip }) => firebase.link(payload, ip));
  registerEndpoint(app, firebaseRegisterEndpoint, ({ input, ip }) => firebase.register(input, ip));
};
