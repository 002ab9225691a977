/**
 * How many schemas (or endpoints) {@link lazySchema} has built in this page so far: a test reads
 * it to prove loading the contract builds none.
 */
export const lazySchemaStats = { built: 0 };

/** Node builds at once: the platform and the server render want no indirection. */
const buildsAtOnce = typeof document === 'undefined';

/**
 * A schema (or an endpoint holding schemas) built the first time it is used, not when the
 * contract loads. Loading builds none: the contract holds hundreds of zod schemas, and building
 * them all was the longest task of a page's start on a slow phone (ADR 0018), when a
 * page uses a handful.
 *
 * In the browser the value is a Proxy that builds on first touch and forwards everything to what
 * was built (properties, `in`, keys, prototype, so `instanceof` holds). In Node it is built at
 * once.
 */
export const lazySchema = <T extends object>(build: () => T): T => {
  if (buildsAtOnce) return build();
  let built: T | undefined;
  const target = (): T => {
    if (built === undefined) {
      built = build();
      lazySchemaStats.built += 1;
    }
    return built;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(target(), key),
    set: (_, key, value) => Reflect.set(target(), key, value),
    has: (_, key) => Reflect.has(target(), key),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(target(), key);
      // The Proxy's own target is an empty object: a property it reports must be configurable.
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(target(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(target(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(target()),
  });
};
