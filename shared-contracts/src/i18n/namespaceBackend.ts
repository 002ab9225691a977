import { DEFAULT_LANGUAGE } from '../constants';
import type { TranslationTree } from './translationTree';

/** Loads one namespace's texts in one language, e.g. a dynamic import of its JSON file. */
export type NamespaceLoader = (
  language: string,
) => Promise<TranslationTree | { default: TranslationTree }>;

// A shared singleton module, so the shell's i18next and every remote see one registry.
const loaders = new Map<string, NamespaceLoader>();

/** Says where a namespace's texts in languages other than English come from. */
export const registerNamespaceLoader = (namespace: string, loader: NamespaceLoader): void => {
  loaders.set(namespace, loader);
};

type ReadCallback = (error: unknown, data: TranslationTree | false) => void;

/**
 * The i18next backend of the page's one instance (`i18next.use(namespaceBackend)`): each
 * namespace's texts come from the loader its area registered, so a language change waits for
 * every area's words before it switches. A namespace without a loader answers nothing (its
 * area adds its bundles itself).
 */
export const namespaceBackend = {
  type: 'backend' as const,
  init: (): void => undefined,
  read: (language: string, namespace: string, callback: ReadCallback): void => {
    const loader = loaders.get(namespace);
    if (!loader) {
      callback(null, {});
      return;
    }
    loader(language).then(
      (texts) => callback(null, 'default' in texts ? (texts.default as TranslationTree) : texts),
      (error: unknown) => callback(error, false),
    );
  },
};

/** What {@link registerNamespace} needs of an i18next instance. */
export interface NamespaceHost {
  hasResourceBundle(language: string, namespace: string): boolean;
  addResourceBundle(
    language: string,
    namespace: string,
    texts: object,
    deep?: boolean,
    overwrite?: boolean,
  ): unknown;
  loadNamespaces(namespace: string): Promise<unknown>;
}

/**
 * Adds an area's namespace: English ships with the area's code (the fallback, and the words
 * of most visitors), every other language loads from `loader` when it is the page's language.
 * Idempotent.
 */
export const registerNamespace = (
  i18n: NamespaceHost,
  namespace: string,
  english: TranslationTree,
  loader: NamespaceLoader,
): Promise<unknown> => {
  registerNamespaceLoader(namespace, loader);
  if (!i18n.hasResourceBundle(DEFAULT_LANGUAGE, namespace)) {
    i18n.addResourceBundle(DEFAULT_LANGUAGE, namespace, english, true, true);
  }
  return i18n.loadNamespaces(namespace);
};
