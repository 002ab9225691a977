import type { CarouselSlide } from './Carousel';
import styles from './Carousel.module.css';

/**
 * One slide's content, named for assistive technology and hidden from it when not shown; a
 * hidden slide is also inert, so Tab never lands on a link or button of a slide off screen.
 */
export const SlideGroup = ({ slide, hidden }: { slide: CarouselSlide; hidden: boolean }) => (
  <div
    role="group"
    aria-label={slide.label}
    aria-hidden={hidden ? true : undefined}
    inert={hidden}
    className={styles.slideInner}
  >
    {slide.content}
  </div>
);
