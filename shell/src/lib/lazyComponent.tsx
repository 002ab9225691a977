import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

/**
 * React.lazy that can try again: React caches a rejected import for good, so after a failed
 * chunk download the cached lazy component is dropped and the next render (the error
 * boundary's retry) imports afresh. One lazy component per page, so revisits do not suspend.
 */
export const lazyComponent = <P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> => {
  let cached: LazyExoticComponent<ComponentType<P>> | null = null;
  const create = () =>
    lazy(async () => {
      try {
        return { default: await load() };
      } catch (error) {
        cached = null;
        throw error;
      }
    });
  const LazyComponent = (props: P) => {
    cached ??= create();
    const Component = cached;
    return <Component {...props} />;
  };
  return LazyComponent;
};
