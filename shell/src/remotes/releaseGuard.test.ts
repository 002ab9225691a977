import type { RegistryDocument } from 'shared-contracts';

import { createReleaseGuard, ReleaseRefusedError } from './releaseGuard';

const CDN = 'https://cdn.example.com';
const registry: RegistryDocument = {
  schemaVersion: 1,
  remotes: {
    'mfe-promo': {
      version: '1.0.0',
      buildId: 'abc',
      manifestUrl: `${CDN}/mfe-promo/1.0.0-abc/mf-manifest.json`,
      contractMajor: 1,
      integrity: 'sha384-recorded',
    },
    'mfe-lobby': {
      version: '1.0.0',
      buildId: 'dev',
      manifestUrl: `${CDN}/mfe-lobby/1.0.0-dev/mf-manifest.json`,
      contractMajor: 1,
    },
  },
};

const guardFor = (requireIntegrity: boolean, entryTimeoutMs?: number) => {
  const guard = createReleaseGuard({ requireIntegrity, entryTimeoutMs });
  guard.trust(registry);
  const { fetch, createScript, loadRemoteSnapshot } = guard.plugin as Required<typeof guard.plugin>;
  const script = (url: string, name: string, entry = url) =>
    (createScript as (args: unknown) => HTMLScriptElement | undefined)({
      url,
      attrs: {},
      remoteInfo: { name, entry },
    });
  const snapshot = (manifestUrl: string, publicPath = 'auto') =>
    (loadRemoteSnapshot as (args: unknown) => unknown)({
      manifestUrl,
      moduleInfo: { name: 'mfe_promo' },
      manifestJson: {
        metaData: { publicPath, remoteEntry: { name: 'remoteEntry.js', path: '' } },
      },
    });
  return { fetch: fetch as (url: string, init: object) => unknown, script, snapshot };
};

describe('the release guard', () => {
  it('gives a registered entry its recorded integrity and an anonymous CORS request', () => {
    const element = guardFor(true).script(`${CDN}/mfe-promo/1.0.0-abc/remoteEntry.js`, 'mfe_promo');
    expect(element?.integrity).toBe('sha384-recorded');
    expect(element?.crossOrigin).toBe('anonymous');
    expect(element?.src).toBe(`${CDN}/mfe-promo/1.0.0-abc/remoteEntry.js`);
  });

  it('gives the entry script the time-out it is given (SPEC: 120 s, not the runtime’s 20 s)', () => {
    const url = `${CDN}/mfe-promo/1.0.0-abc/remoteEntry.js`;
    const created = guardFor(true, 120_000).script(url, 'mfe_promo') as unknown as {
      script: HTMLScriptElement;
      timeout: number;
    };
    expect(created.timeout).toBe(120_000);
    expect(created.script.integrity).toBe('sha384-recorded');
  });

  it('refuses entries and manifests from an origin the registry does not list', () => {
    const { fetch, script } = guardFor(true);
    expect(() => script('https://evil.example.com/remoteEntry.js', 'mfe_promo')).toThrow(
      ReleaseRefusedError,
    );
    expect(() => fetch('https://evil.example.com/mf-manifest.json', {})).toThrow(
      ReleaseRefusedError,
    );
    expect(fetch(`${CDN}/mfe-promo/1.0.0-abc/mf-manifest.json`, {})).toBeUndefined();
  });

  it('refuses a release without integrity when integrity is required', () => {
    const url = `${CDN}/mfe-lobby/1.0.0-dev/remoteEntry.js`;
    expect(() => guardFor(true).script(url, 'mfe_lobby')).toThrow(/no recorded integrity/);
    expect(guardFor(false).script(url, 'mfe_lobby')).toBeUndefined();
  });

  it('refuses a script for a remote the registry does not know', () => {
    expect(() =>
      guardFor(false).script(`${CDN}/mfe-agent/1.0.0/remoteEntry.js`, 'mfe_agent'),
    ).toThrow(/belongs to no registered remote/);
  });

  it('puts the entry integrity on the entry only, not on preloaded chunks of the release', () => {
    const { script, snapshot } = guardFor(true);
    snapshot(`${CDN}/mfe-promo/1.0.0-abc/mf-manifest.json`);
    const chunk = `${CDN}/mfe-promo/1.0.0-abc/page.1234abcd.js`;
    expect(
      script(chunk, 'mfe_promo', `${CDN}/mfe-promo/1.0.0-abc/mf-manifest.json`),
    ).toBeUndefined();
    const entry = script(`${CDN}/mfe-promo/1.0.0-abc/remoteEntry.js?t=1`, 'mfe_promo', 'x');
    expect(entry?.integrity).toBe('sha384-recorded');
  });

  it('refuses a manifest whose public path is on another origin', () => {
    expect(() =>
      guardFor(true).snapshot(
        `${CDN}/mfe-promo/1.0.0-abc/mf-manifest.json`,
        'https://evil.example.com/mfe-promo/',
      ),
    ).toThrow(ReleaseRefusedError);
  });
});
