import {
  namespaceBackend,
  type NamespaceHost,
  registerNamespace,
  registerNamespaceLoader,
} from './namespaceBackend';

const read = (language: string, namespace: string) =>
  new Promise<{ error: unknown; data: unknown }>((resolve) => {
    namespaceBackend.read(language, namespace, (error, data) => resolve({ error, data }));
  });

describe('namespaceBackend', () => {
  it('answers a namespace from its registered loader, unwrapping a JSON module', async () => {
    const loader = jest.fn((language: string) =>
      Promise.resolve({ default: { title: `title in ${language}` } }),
    );
    registerNamespaceLoader('area-a', loader);
    await expect(read('TH', 'area-a')).resolves.toEqual({
      error: null,
      data: { title: 'title in TH' },
    });
    expect(loader).toHaveBeenCalledWith('TH');
    registerNamespaceLoader('area-b', () => Promise.resolve({ title: 'plain object' }));
    await expect(read('VI', 'area-b')).resolves.toEqual({
      error: null,
      data: { title: 'plain object' },
    });
  });

  it('reports a failed load to i18next (which retries) and answers nothing for unknown areas', async () => {
    const failure = new Error('chunk failed');
    registerNamespaceLoader('area-c', () => Promise.reject(failure));
    await expect(read('PT', 'area-c')).resolves.toEqual({ error: failure, data: false });
    await expect(read('PT', 'nobody')).resolves.toEqual({ error: null, data: {} });
  });
});

describe('registerNamespace', () => {
  const fakeI18n = (): NamespaceHost & { bundles: Map<string, object>; loaded: string[] } => {
    const bundles = new Map<string, object>();
    const loaded: string[] = [];
    return {
      bundles,
      loaded,
      hasResourceBundle: (language, namespace) => bundles.has(`${language}/${namespace}`),
      addResourceBundle: (language, namespace, texts) =>
        bundles.set(`${language}/${namespace}`, texts),
      loadNamespaces: (namespace) => {
        loaded.push(namespace);
        return Promise.resolve();
      },
    };
  };

  it('adds English once, registers the loader and loads the page language', async () => {
    const i18n = fakeI18n();
    const loader = jest.fn(() => Promise.resolve({ hello: 'สวัสดี' }));
    await registerNamespace(i18n, 'area-d', { hello: 'Hello' }, loader);
    await registerNamespace(i18n, 'area-d', { hello: 'changed' }, loader);
    expect(i18n.bundles.get('EN/area-d')).toEqual({ hello: 'Hello' });
    expect(i18n.loaded).toEqual(['area-d', 'area-d']);
    await expect(read('TH', 'area-d')).resolves.toEqual({
      error: null,
      data: { hello: 'สวัสดี' },
    });
  });
});
