import type { Auth } from 'firebase/auth';
import type { FirebaseConfig, FirebaseProvider } from 'shared-contracts';

// One Firebase Auth per page: initializeAuth and connectAuthEmulator may each run only once.
let started: Promise<Auth> | null = null;

const startAuth = async (config: FirebaseConfig, emulatorUrl: string | undefined) => {
  const [{ getApps, initializeApp }, auth] = await Promise.all([
    import('firebase/app'),
    import('firebase/auth'),
  ]);
  const app =
    getApps().find((existing) => existing.name === 'mfe-auth') ?? initializeApp(config, 'mfe-auth');
  // In memory only: the site's session is the platform token in sessionStorage (ARCHITECTURE
  // rule 9); Firebase keeps no refresh token in IndexedDB after the page goes.
  const instance = auth.initializeAuth(app, {
    persistence: auth.inMemoryPersistence,
    popupRedirectResolver: auth.browserPopupRedirectResolver,
  });
  // The emulator's banner would cover the page's bottom; the brand setting carries an emulator
  // URL only in local runs and tests.
  if (emulatorUrl) auth.connectAuthEmulator(instance, emulatorUrl, { disableWarnings: true });
  return instance;
};

/**
 * Signs in with Google or Facebook in a popup and answers the Firebase ID token, then signs
 * out of Firebase: the platform exchanges the token for its own session. Firebase loads only
 * on the first click, in its own chunk.
 */
export const firebaseIdToken = async (
  config: FirebaseConfig,
  emulatorUrl: string | undefined,
  provider: FirebaseProvider,
): Promise<string> => {
  started ??= startAuth(config, emulatorUrl).catch((error: unknown) => {
    started = null;
    throw error;
  });
  const [instance, auth] = await Promise.all([started, import('firebase/auth')]);
  const credential = await auth.signInWithPopup(
    instance,
    provider === 'google' ? new auth.GoogleAuthProvider() : new auth.FacebookAuthProvider(),
  );
  try {
    return await credential.user.getIdToken();
  } finally {
    await auth.signOut(instance);
  }
};
