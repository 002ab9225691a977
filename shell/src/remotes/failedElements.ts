/** The address of the folder a release's files are served from (its manifest's folder). */
const folderOf = (manifestUrl: string, root: Document): string =>
  new URL('./', new URL(manifestUrl, root.baseURI)).href;

const addressOf = (element: HTMLScriptElement | HTMLLinkElement): string =>
  element instanceof HTMLScriptElement ? element.src : element.href;

/**
 * A failed attempt to load a remote leaves its `<script>` and preload `<link>` elements in the
 * page, and the federation runtime, finding an element with the same address, waits on that
 * element again instead of asking the network: the retry would fail without a request. A retry
 * starts without them (stylesheets stay: the server-rendered area wears them).
 */
export const forgetFailedElements = (manifestUrl: string, root: Document = document): void => {
  const folder = folderOf(manifestUrl, root);
  root
    .querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
      'script[src], link[rel="preload"][href], link[rel="modulepreload"][href]',
    )
    .forEach((element) => {
      if (addressOf(element).startsWith(folder)) element.remove();
    });
};

/**
 * Whether the page's HTML hinted files of this release (`<link rel="preload">`, ADR 0026). A
 * hint that failed stays with the document in Chromium: a later `<script>` for the same address,
 * integrity and CORS mode is answered with that failure, without a request, even once the element
 * is gone. A retry of such a release needs a fresh document (a reload), not a fresh element.
 */
export const documentHintedRelease = (manifestUrl: string, root: Document = document): boolean => {
  const folder = folderOf(manifestUrl, root);
  return [...root.querySelectorAll<HTMLLinkElement>('link[rel="preload"][href]')].some((link) =>
    addressOf(link).startsWith(folder),
  );
};
