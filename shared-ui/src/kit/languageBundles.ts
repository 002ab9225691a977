import { DEFAULT_LANGUAGE, type Language, type TranslationTree } from 'shared-contracts';

import type { LanguageLoader } from './defineRemote';

/**
 * A folder's files as webpack's `import.meta.webpackContext` gives them: their keys
 * (`./<section>/<language>.json`) and the module of a key, at once (`mode: 'sync'`) or as a
 * promise (`mode: 'lazy-once'`, one chunk for every file of the context). Jest has no webpack:
 * `tooling/jest/webpackContext.cjs` reads the same folder from disk.
 */
export interface WebpackContext {
  (key: string): unknown;
  keys(): string[];
}

/** Each language's files: English's at once (it ships with the code), the others' as one chunk. */
export type LanguageFiles = Record<Language, WebpackContext>;

declare global {
  interface ImportMeta {
    /**
     * The remote's language files (`src/i18n/<section>/<language>.json`), one webpack context per
     * language, written out at build time where a remote's `src/remote.ts` names them
     * (`tooling/webpack/languageFilesLoader.cjs`; under jest, its transform): webpack reads a
     * context's arguments literally, so no remote writes its own.
     */
    readonly languageFiles: LanguageFiles;
    /**
     * Webpack's context of a folder's files (its options read literally at build time); under
     * jest, `tooling/jest/webpackContextTransform.cjs` stands in for it. `mode: 'lazy'`: each
     * file's module is a promise, and a chunk of its own.
     */
    webpackContext(
      request: string,
      options: { recursive?: boolean; regExp?: RegExp; mode?: 'sync' | 'lazy' | 'lazy-once' },
    ): WebpackContext;
  }
}

/** What {@link languageBundles} gives `defineRemote`. */
export interface LanguageBundles {
  english: TranslationTree;
  loadLanguage: LanguageLoader;
}

/** The words of a module webpack or jest loaded: a JSON file's value (or its namespace). */
const textsOf = (module: unknown): TranslationTree =>
  (typeof module === 'object' &&
  module !== null &&
  (module as { [Symbol.toStringTag]?: unknown })[Symbol.toStringTag] === 'Module'
    ? (module as { default: unknown }).default
    : module) as TranslationTree;

/** `./<section>/<language>.json` → `<section>`. */
const sectionOf = (key: string): string => {
  const parts = key.split('/');
  if (parts.length !== 3 || parts[0] !== '.') {
    throw new Error(`i18n file ${key} is not in a section folder (i18n/<section>/<language>.json)`);
  }
  return parts[1] as string;
};

/**
 * One language's bundle: each section folder's words under the folder's name, and `topLevel`'s
 * (when given) at the top of the namespace. A top-level key that is also a folder's name would
 * hide that folder's words: refused.
 */
export const bundleOf = (
  files: ReadonlyArray<readonly [key: string, texts: TranslationTree]>,
  topLevel?: string,
): TranslationTree => {
  const sections = files.map(([key]) => sectionOf(key));
  const bundle: TranslationTree = {};
  for (const [key, texts] of files) {
    const section = sectionOf(key);
    if (section !== topLevel) {
      bundle[section] = texts;
      continue;
    }
    const hidden = Object.keys(texts).filter((name) => sections.includes(name));
    if (hidden.length > 0) {
      throw new Error(`i18n ${key}: ${hidden.join(', ')} is also a folder's name`);
    }
    Object.assign(bundle, texts);
  }
  return bundle;
};

/**
 * A remote's words in every language, derived from its folders (`src/i18n/<section>/<language>.json`):
 * a new section is a new folder, listed nowhere. `files` holds one webpack context per language
 * (`ImportMeta.languageFiles` above): English's synchronous, so it ships in the remote's first
 * chunk, each other's `lazy-once`, so it is one chunk of its own that only its readers download.
 * `topLevel` names the folder whose words sit at the top of the namespace rather than under its
 * name (mfe-promo's `promotions`).
 */
export const languageBundles = (
  files: LanguageFiles,
  { topLevel }: { topLevel?: string } = {},
): LanguageBundles => {
  const english = files[DEFAULT_LANGUAGE];
  const loadLanguage: LanguageLoader = async (language) => {
    const context = files[language.toUpperCase() as Language];
    if (!context) throw new Error(`no words in ${language}`);
    const loaded = await Promise.all(
      context.keys().map(async (key) => [key, textsOf(await context(key))] as const),
    );
    return { default: bundleOf(loaded, topLevel) };
  };
  return {
    english: bundleOf(
      english.keys().map((key) => [key, textsOf(english(key))] as const),
      topLevel,
    ),
    loadLanguage,
  };
};
