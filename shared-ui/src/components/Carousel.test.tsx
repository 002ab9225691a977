import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTOPLAY_MS } from 'shared-contracts';

import { Carousel, type CarouselSlide, ENGINE_LEAD_MS } from './Carousel';

const slide = (id: string): CarouselSlide => ({ id, label: `Banner ${id}`, content: <p>{id}</p> });

const renderCarousel = (slides: CarouselSlide[]) =>
  render(<Carousel slides={slides} label="Promotions" goToSlideLabel={(n) => `Show slide ${n}`} />);

/** Swiper's root element, present once the carousel code has loaded. */
const swiperRoot = (container: HTMLElement) => container.querySelector('.swiper');

describe('Carousel', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows a single slide without dots and never loads Swiper for it', () => {
    jest.useFakeTimers();
    const { container } = renderCarousel([slide('a')]);
    expect(screen.getByRole('region', { name: 'Promotions' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Banner a' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(AUTOPLAY_MS * 2);
    });
    expect(swiperRoot(container)).toBeNull();
  });

  it('paints the first slide at once, loads Swiper before the first autoplay step, then advances', async () => {
    jest.useFakeTimers();
    const { container } = renderCarousel([slide('a'), slide('b'), slide('c')]);
    expect(screen.getByRole('group', { name: 'Banner a' })).toBeInTheDocument();
    expect(swiperRoot(container)).toBeNull();
    expect(screen.getByRole('button', { name: 'Show slide 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await act(async () => {
      jest.advanceTimersByTime(AUTOPLAY_MS - ENGINE_LEAD_MS);
    });
    await waitFor(() => expect(swiperRoot(container)).not.toBeNull());
    expect(screen.getByRole('button', { name: 'Show slide 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // The first step keeps the rhythm counted from the first paint, not from Swiper's arrival.
    act(() => {
      jest.advanceTimersByTime(ENGINE_LEAD_MS + 100);
    });
    expect(screen.getByRole('button', { name: 'Show slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('group', { name: 'Banner b' })).toBeInTheDocument();
  });

  it('loads Swiper as soon as the pointer reaches the carousel', async () => {
    const { container } = renderCarousel([slide('a'), slide('b')]);
    fireEvent.pointerEnter(screen.getByRole('region', { name: 'Promotions' }));
    await waitFor(() => expect(swiperRoot(container)).not.toBeNull());
  });

  it('goes to a slide when its dot is pressed, before and after Swiper has loaded', async () => {
    const { container } = renderCarousel([slide('a'), slide('b'), slide('c')]);
    await userEvent.click(screen.getByRole('button', { name: 'Show slide 3' }));
    expect(screen.getByRole('button', { name: 'Show slide 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('group', { name: 'Banner c' })).toBeInTheDocument();
    await waitFor(() => expect(swiperRoot(container)).not.toBeNull());
    expect(screen.getByRole('group', { name: 'Banner c' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Banner a' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show slide 2' }));
    expect(screen.getByRole('group', { name: 'Banner b' })).toBeInTheDocument();
  });

  it('does not take its first step while the pointer rests on it', async () => {
    jest.useFakeTimers();
    const { container } = renderCarousel([slide('a'), slide('b'), slide('c')]);
    await act(async () => {
      jest.advanceTimersByTime(AUTOPLAY_MS - ENGINE_LEAD_MS);
    });
    await waitFor(() => expect(swiperRoot(container)).not.toBeNull());
    fireEvent.pointerEnter(screen.getByRole('region', { name: 'Promotions' }));
    act(() => {
      jest.advanceTimersByTime(ENGINE_LEAD_MS + 100);
    });
    expect(screen.getByRole('button', { name: 'Show slide 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('group', { name: 'Banner a' })).toBeInTheDocument();
  });

  it('keeps stepping while left alone, waits while the pointer rests on it, and asks for no frame in between', async () => {
    jest.useFakeTimers();
    const { container } = renderCarousel([slide('a'), slide('b'), slide('c'), slide('d')]);
    await act(async () => {
      jest.advanceTimersByTime(AUTOPLAY_MS - ENGINE_LEAD_MS);
    });
    await waitFor(() => expect(swiperRoot(container)).not.toBeNull());
    act(() => {
      jest.advanceTimersByTime(ENGINE_LEAD_MS + 100);
    });
    expect(screen.getByRole('group', { name: 'Banner b' })).toBeInTheDocument();
    // Between steps the page rests: no animation frame asked for (Swiper's autoplay module asked
    // for one every frame).
    const frames = jest.spyOn(window, 'requestAnimationFrame');
    act(() => {
      jest.advanceTimersByTime(AUTOPLAY_MS / 2);
    });
    expect(frames).not.toHaveBeenCalled();
    frames.mockRestore();
    act(() => {
      jest.advanceTimersByTime(AUTOPLAY_MS / 2);
    });
    expect(screen.getByRole('group', { name: 'Banner c' })).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Promotions' });
    fireEvent.pointerEnter(region);
    act(() => {
      jest.advanceTimersByTime(AUTOPLAY_MS * 2);
    });
    expect(screen.getByRole('group', { name: 'Banner c' })).toBeInTheDocument();
    fireEvent.pointerLeave(region);
    act(() => {
      jest.advanceTimersByTime(AUTOPLAY_MS + 100);
    });
    expect(screen.getByRole('group', { name: 'Banner d' })).toBeInTheDocument();
  });
});
