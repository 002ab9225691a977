/**
 * A failed attempt to load a remote leaves its `<script>` and preload `<link>` elements in the
 * page, and the federation runtime, finding an element with the same address, waits on that
 * element again instead of asking the network: the retry would fail without a request. A retry
 * starts without them (stylesheets stay: the server-rendered area wears them).
 */
export const forgetFailedElements = (manifestUrl: string, root: Document = document): void => {
  const folder = new URL('./', new URL(manifestUrl, root.baseURI)).href;
  root
    .querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
      'script[src], link[rel="preload"][href], link[rel="modulepreload"][href]',
    )
    .forEach((element) => {
      const address = element instanceof HTMLScriptElement ? element.src : element.href;
      if (address.startsWith(folder)) element.remove();
    });
};
