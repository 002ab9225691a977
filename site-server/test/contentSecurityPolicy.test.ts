import { contentSecurityPolicy, firebaseSources } from '../src/contentSecurityPolicy';

/** A brand's Firebase web config (Google and Facebook sign-in). */
const WEB_CONFIG = {
  apiKey: 'test-api-key',
  authDomain: 'demo-test-brand.firebaseapp.com',
  projectId: 'demo-test-brand',
  appId: '1:123:web:abc',
};

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );

const policy = (firebase: ReturnType<typeof firebaseSources>) =>
  directives(
    contentSecurityPolicy({
      remoteOrigins: ['https://cdn.example.com'],
      frameOrigins: [],
      frameAncestors: [],
      socketOrigin: 'wss://site.example.com',
      firebase,
    }),
  );

describe('Content-Security-Policy for Firebase sign-in', () => {
  it('adds nothing when the brand has no Firebase config', () => {
    expect(firebaseSources(null, 'http://127.0.0.1:9099')).toBeUndefined();
    const csp = policy(undefined);
    expect(csp['script-src']).toEqual(["'self'", 'https://cdn.example.com']);
    expect(csp['frame-src']).toEqual(["'self'"]);
  });

  it("allows Google's loader and APIs and the authDomain frame in production", () => {
    const csp = policy(firebaseSources(WEB_CONFIG, null));
    expect(csp['script-src']).toEqual([
      "'self'",
      'https://cdn.example.com',
      'https://apis.google.com',
    ]);
    expect(csp['connect-src']).toEqual([
      "'self'",
      'wss://site.example.com',
      'https://cdn.example.com',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
    ]);
    expect(csp['frame-src']).toEqual(["'self'", 'https://demo-test-brand.firebaseapp.com']);
  });

  it('allows the emulator origin instead of the Google APIs with an Auth emulator', () => {
    const csp = policy(firebaseSources(WEB_CONFIG, 'http://127.0.0.1:9099'));
    expect(csp['connect-src']).toContain('http://127.0.0.1:9099');
    expect(csp['connect-src']).not.toContain('https://identitytoolkit.googleapis.com');
    expect(csp['frame-src']).toEqual(["'self'", 'http://127.0.0.1:9099']);
    expect(csp['script-src']).toContain('https://apis.google.com');
  });
});

describe('the brand domains the site measures (the domain route)', () => {
  it('are in connect-src only', () => {
    const policy = contentSecurityPolicy({
      remoteOrigins: [],
      frameOrigins: [],
      frameAncestors: [],
      socketOrigin: 'ws://site.test',
      probeOrigins: ['https://m.luckylotus.example'],
    });
    const directive = (name: string) =>
      policy.split('; ').find((entry) => entry.startsWith(`${name} `)) ?? '';
    expect(directive('connect-src')).toContain('https://m.luckylotus.example');
    expect(directive('script-src')).not.toContain('luckylotus');
    expect(directive('img-src')).not.toContain('luckylotus');
  });
});
