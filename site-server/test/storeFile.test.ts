import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { parsedStoreFile, storeFile } from '../src/storeFile';
import { tempDir } from './siteFixtures';

/** As the release tool writes the registry: a new copy renamed over the old one. */
const release = (file: string, text: string) => {
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
};

/** Waits for the folder's watcher to report (a turn or a few of the event loop). */
const until = async (done: () => boolean) => {
  for (let turn = 0; turn < 200 && !done(); turn += 1)
    await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('a release-store file', () => {
  let dir: string;
  beforeEach(() => {
    dir = path.join(tempDir(), 'releases');
    mkdirSync(dir);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('follows a release through the folder watcher, without looking at the file in between', async () => {
    const file = path.join(dir, 'registry.json');
    release(file, '{"v":1}');
    // An hour between looks: only the watcher can bring the change.
    const read = storeFile(file, { recheckMs: 3_600_000 });
    try {
      expect(read()).toEqual({ text: '{"v":1}', version: 1 });
      release(file, '{"v":2}');
      await until(() => read().text === '{"v":2}');
      expect(read()).toEqual({ text: '{"v":2}', version: 2 });
      // No change, no new version: what readers parsed from it stays.
      expect(read().version).toBe(2);
      rmSync(file);
      await until(() => read().text === null);
      expect(read()).toEqual({ text: null, version: 3 });
    } finally {
      read.close();
    }
  });

  it('is looked at on every call with no time between looks, and when its folder cannot be watched', () => {
    const file = path.join(dir, 'canaries.json');
    const everyCall = storeFile(file, { recheckMs: 0 });
    const unwatched = storeFile(path.join(dir, 'later', 'canaries.json'), { recheckMs: 60_000 });
    expect(everyCall().text).toBeNull();
    expect(unwatched().text).toBeNull();
    writeFileSync(file, 'a');
    mkdirSync(path.join(dir, 'later'));
    writeFileSync(path.join(dir, 'later', 'canaries.json'), 'b');
    expect(everyCall()).toEqual({ text: 'a', version: 1 });
    expect(unwatched()).toEqual({ text: 'b', version: 1 });
    unwatched.close();
  });

  it('is parsed again only when its version moves', () => {
    const file = path.join(dir, 'registry.json');
    writeFileSync(file, '1');
    const parse = jest.fn((text: string | null) => Number(text));
    const value = parsedStoreFile(storeFile(file, { recheckMs: 0 }), parse);
    expect([value(), value()]).toEqual([1, 1]);
    expect(parse).toHaveBeenCalledTimes(1);
    writeFileSync(file, '22');
    expect(value()).toBe(22);
    expect(parse).toHaveBeenCalledTimes(2);
  });

  it('has nothing without a file', () => {
    expect(storeFile(null, { recheckMs: 1_000 })()).toEqual({ text: null, version: 0 });
  });
});
