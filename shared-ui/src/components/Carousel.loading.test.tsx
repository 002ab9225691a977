import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';

import { Carousel, type CarouselSlide } from './Carousel';

// Its own file: the race needs Swiper's code not loaded yet, which the first test of a file
// guarantees (React.lazy keeps a loaded module for the rest of the file).

const slide = (id: string): CarouselSlide => ({ id, label: `Banner ${id}`, content: <p>{id}</p> });

/** Swiper's root element, present once the carousel code has loaded. */
const swiperRoot = (container: HTMLElement) => container.querySelector('.swiper');

describe('Carousel while Swiper loads', () => {
  it('shows the slide whose dot was pressed while Swiper was still loading', async () => {
    const { container } = render(
      <Carousel
        slides={[slide('a'), slide('b'), slide('c')]}
        label="Promotions"
        goToSlideLabel={(n) => `Show slide ${n}`}
      />,
    );
    // The pointer arrives first (Swiper starts loading at slide 1), then the dot is pressed.
    fireEvent.pointerEnter(screen.getByRole('region', { name: 'Promotions' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3' }));
    await waitFor(() => expect(swiperRoot(container)).not.toBeNull());
    // Swiper itself (not only the dots) is on the slide chosen while it was loading.
    const swiper = () =>
      (swiperRoot(container) as (Element & { swiper?: { realIndex: number } }) | null)?.swiper;
    await waitFor(() => expect(swiper()?.realIndex).toBe(2));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(swiper()?.realIndex).toBe(2);
    expect(screen.getByRole('button', { name: 'Show slide 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // The slides off screen are out of the tab order.
    const groups = container.querySelectorAll('.swiper-slide [role=group]');
    expect(Array.from(groups).map((group) => group.hasAttribute('inert'))).toEqual([
      true,
      true,
      false,
    ]);
  });
});
