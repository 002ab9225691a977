import { act, render, screen } from '@testing-library/react';

import { NEAR_VIEWPORT_MARGIN, useNearViewport } from './useNearViewport';

const Probe = () => {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
};

describe('useNearViewport', () => {
  const original = global.IntersectionObserver;
  afterEach(() => {
    global.IntersectionObserver = original;
  });

  it('turns near once the element comes within the margin, then stops watching', () => {
    let report: IntersectionObserverCallback = () => undefined;
    const observe = jest.fn();
    const disconnect = jest.fn();
    const options: IntersectionObserverInit[] = [];
    global.IntersectionObserver = jest.fn((callback, init) => {
      report = callback;
      options.push(init ?? {});
      return { observe, disconnect } as unknown as IntersectionObserver;
    }) as unknown as typeof IntersectionObserver;

    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    expect(observe).toHaveBeenCalledWith(screen.getByText('far'));
    expect(options[0]?.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);

    act(() => report([{ isIntersecting: false } as IntersectionObserverEntry], {} as never));
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => report([{ isIntersecting: true } as IntersectionObserverEntry], {} as never));
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(disconnect).toHaveBeenCalled();
  });

  it('is near at once where IntersectionObserver does not exist', () => {
    // @ts-expect-error: a browser without the API
    delete global.IntersectionObserver;
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});
