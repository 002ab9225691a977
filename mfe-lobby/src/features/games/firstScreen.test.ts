import { createFirstScreenTracker, markOnce } from './firstScreen';

describe('first screen tracker', () => {
  it('settles once the grid is laid out and every thumbnail that joined has left', () => {
    const settled = jest.fn();
    const tracker = createFirstScreenTracker(settled);
    const shown = tracker.join();
    const belowTheFold = tracker.join();
    belowTheFold();
    expect(settled).not.toHaveBeenCalled();
    tracker.close();
    expect(settled).not.toHaveBeenCalled();
    shown();
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('counts a thumbnail that leaves twice once, and settles only once', () => {
    const settled = jest.fn();
    const tracker = createFirstScreenTracker(settled);
    const first = tracker.join();
    const second = tracker.join();
    tracker.close();
    first();
    first();
    expect(settled).not.toHaveBeenCalled();
    second();
    tracker.close();
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('ignores thumbnails that appear after the first screen (scrolling, later pages)', () => {
    const settled = jest.fn();
    const tracker = createFirstScreenTracker(settled);
    tracker.close();
    expect(settled).toHaveBeenCalledTimes(1);
    tracker.join();
    tracker.close();
    expect(settled).toHaveBeenCalledTimes(1);
  });
});

describe('markOnce', () => {
  const original = { mark: performance.mark, getEntriesByName: performance.getEntriesByName };
  afterEach(() => Object.assign(performance, original));

  it('sets a mark the first time only', () => {
    const marks: string[] = [];
    Object.assign(performance, {
      mark: jest.fn((name: string) => void marks.push(name)),
      getEntriesByName: jest.fn((name: string) => marks.filter((mark) => mark === name)),
    });
    markOnce('lobby:first-thumbnails');
    markOnce('lobby:first-thumbnails');
    expect(marks).toEqual(['lobby:first-thumbnails']);
  });

  it('does nothing where user timing is missing', () => {
    Object.assign(performance, { mark: undefined });
    expect(() => markOnce('lobby:first-thumbnails')).not.toThrow();
  });
});
