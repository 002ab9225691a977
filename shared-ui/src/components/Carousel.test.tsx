import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTOPLAY_MS } from 'shared-contracts';

import { Carousel, type CarouselSlide } from './Carousel';

const slide = (id: string): CarouselSlide => ({ id, label: `Banner ${id}`, content: <p>{id}</p> });

const renderCarousel = (slides: CarouselSlide[]) =>
  render(<Carousel slides={slides} label="Promotions" goToSlideLabel={(n) => `Show slide ${n}`} />);

describe('Carousel', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows a single slide without dots', () => {
    renderCarousel([slide('a')]);
    expect(screen.getByRole('region', { name: 'Promotions' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Banner a' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('advances to the next slide after the autoplay delay with more than one slide', () => {
    jest.useFakeTimers();
    renderCarousel([slide('a'), slide('b'), slide('c')]);
    expect(screen.getByRole('button', { name: 'Show slide 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    act(() => {
      jest.advanceTimersByTime(AUTOPLAY_MS + 100);
    });
    expect(screen.getByRole('button', { name: 'Show slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('group', { name: 'Banner b' })).toBeInTheDocument();
  });

  it('goes to a slide when its dot is pressed', async () => {
    renderCarousel([slide('a'), slide('b'), slide('c')]);
    await userEvent.click(screen.getByRole('button', { name: 'Show slide 3' }));
    expect(screen.getByRole('button', { name: 'Show slide 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('group', { name: 'Banner c' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Banner a' })).not.toBeInTheDocument();
  });
});
