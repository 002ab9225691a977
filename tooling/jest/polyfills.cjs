// jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs at import time.
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextDecoder, TextEncoder });

// The human verification solves its proof of work with Web Crypto, which jsdom does not expose.
if (!globalThis.crypto || !globalThis.crypto.subtle) {
  Object.defineProperty(globalThis, 'crypto', {
    value: require('node:crypto').webcrypto,
    configurable: true,
  });
}
