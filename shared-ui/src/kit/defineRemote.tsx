import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next, { type i18n as I18n } from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import {
  DEFAULT_LANGUAGE,
  type HostContext,
  type PlatformClient,
  registerNamespace,
  type RemoteProps,
  type TranslationTree,
} from 'shared-contracts';

import { languageBundles, type LanguageFiles } from './languageBundles';
import { registerPlatformErrorTexts } from './platformErrorTexts';
import { RemoteContextProvider } from './RemoteContext';
import { createRemoteQueryClient } from './remoteQueryClient';
import { useRenderedQueryClient } from './serverRender';

/** Loads one language's texts of a remote (a chunk of its own). */
export type LanguageLoader = (language: string) => Promise<{ default: TranslationTree }>;

/** A remote's words as two parts: English, and a loader of the other languages. */
interface RemoteTexts {
  /** English texts, shipped with the code. */
  english: TranslationTree;
  /** The other languages, each downloaded only by visitors who read it. */
  loadLanguage: LanguageLoader;
}

/**
 * A remote's words as its folders (`src/i18n/<section>/<language>.json`), one webpack context per
 * language, written out at build time (see {@link languageBundles}): a new section is a new
 * folder, listed nowhere.
 */
interface RemoteLanguageFolders {
  languages: LanguageFiles;
  /** The folder whose words sit at the top of the namespace instead of under its name. */
  topLevel?: string;
}

/** What a remote says about itself once, in its `src/remote.ts`. */
export type RemoteDefinition = (RemoteTexts | RemoteLanguageFolders) & {
  /** The remote's i18next namespace (ARCHITECTURE rule 7: each area owns its words). */
  namespace: string;
  /** How long the remote's data stays fresh in its query cache, in ms. */
  staleTime: number;
  /** Providers of the remote's own around every page (inside the kit's), e.g. a launcher. */
  Wrapper?: ComponentType<{ children: ReactNode }>;
};

/** Props of a remote's providers. */
export interface RemoteProvidersProps {
  host: HostContext;
  children: ReactNode;
  /** A fresh cache per test; the remote's shared cache otherwise. */
  queryClient?: QueryClient;
  /** A fake platform client (tests); built from `host` otherwise. */
  client?: PlatformClient;
}

/** A remote's kit: its namespace, i18n registration, query cache, providers and page wrapper. */
export interface RemoteKit {
  namespace: string;
  /** Adds the remote's namespace to an i18next instance (idempotent). */
  registerI18n: (i18n: I18n) => Promise<unknown>;
  /** The remote's own cache, shared by its exposed modules (one container instance). */
  queryClient: QueryClient;
  /** A fresh cache with the remote's defaults (the server's, one per request). */
  createQueryClient: () => QueryClient;
  /** Adds the remote's words in `language` to a server's i18next instance, all at once. */
  addTexts: (i18n: I18n, language: string) => Promise<void>;
  Providers: ComponentType<RemoteProvidersProps>;
  /** Wraps a screen as an exposed module: `export default remote.expose(PromotionsScreen)`. */
  expose: (
    Screen: ComponentType,
  ) => ComponentType<RemoteProps> & { prepare: () => Promise<unknown> };
}

/**
 * Builds everything a remote needs around its screens from one definition, so no remote copies
 * providers, query defaults, i18n registration or context code (ARCHITECTURE rule 11).
 */
export const defineRemote = (definition: RemoteDefinition): RemoteKit => {
  const { namespace, staleTime, Wrapper } = definition;
  const { english, loadLanguage } =
    'languages' in definition
      ? languageBundles(definition.languages, { topLevel: definition.topLevel })
      : definition;
  const registerI18n = (i18n: I18n) => {
    // The refusals messageOf names by the platform's data, in every language (one mapping).
    registerPlatformErrorTexts(i18n);
    return registerNamespace(i18n, namespace, english, loadLanguage);
  };
  const createQueryClient = () => createRemoteQueryClient(staleTime);
  const sharedCache = createQueryClient();
  const addTexts = async (i18n: I18n, language: string) => {
    registerPlatformErrorTexts(i18n);
    if (!i18n.hasResourceBundle(DEFAULT_LANGUAGE, namespace)) {
      i18n.addResourceBundle(DEFAULT_LANGUAGE, namespace, english, true, true);
    }
    if (language === DEFAULT_LANGUAGE || i18n.hasResourceBundle(language, namespace)) return;
    const texts = await loadLanguage(language);
    i18n.addResourceBundle(language, namespace, texts.default, true, true);
  };

  const Providers = ({ host, children, queryClient, client }: RemoteProvidersProps) => {
    // On the server, the request's cache and client; in the browser, the remote's own cache.
    const rendered = useRenderedQueryClient(namespace, sharedCache);
    // Idempotent, and must precede the first useTranslation(namespace) below; the shell has
    // initialised the shared instance before it renders any remote (on the server, addTexts
    // has filled the server's instance).
    if (!rendered.client) void registerI18n(i18next);
    return (
      <QueryClientProvider client={queryClient ?? rendered.queryClient}>
        <RemoteContextProvider host={host} namespace={namespace} client={client ?? rendered.client}>
          {Wrapper ? <Wrapper>{children}</Wrapper> : children}
        </RemoteContextProvider>
      </QueryClientProvider>
    );
  };

  const expose = (Screen: ComponentType) => {
    const ExposedModule = ({ host }: RemoteProps) => (
      <Providers host={host}>
        <Screen />
      </Providers>
    );
    ExposedModule.displayName = `Exposed(${Screen.displayName ?? Screen.name})`;
    // What the host may load before the first render (a server-rendered area hydrates at once).
    ExposedModule.prepare = () => registerI18n(i18next);
    return ExposedModule;
  };

  return {
    namespace,
    registerI18n,
    queryClient: sharedCache,
    createQueryClient,
    addTexts,
    Providers,
    expose,
  };
};
