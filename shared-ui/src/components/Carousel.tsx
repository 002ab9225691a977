import 'swiper/swiper.css';

import { type ReactNode, useRef, useState } from 'react';
import { AUTOPLAY_MS } from 'shared-contracts';
import type { Swiper as SwiperInstance } from 'swiper';
import { Autoplay, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';

import styles from './Carousel.module.css';
import { cx } from './cx';

export interface CarouselSlide {
  id: string;
  /** Accessible name of the slide, e.g. the banner's title or "2 of 5". */
  label: string;
  content: ReactNode;
}

export interface CarouselProps {
  slides: readonly CarouselSlide[];
  /** Accessible name of the carousel region. */
  label: string;
  /** Accessible name of the dot that shows slide `index` (1-based). */
  goToSlideLabel: (index: number) => string;
  /** Autoplay delay; autoplay and looping only run with more than one slide. */
  autoplayMs?: number;
  className?: string;
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * One slide at a time on Swiper. Dots are real buttons (named by `goToSlideLabel`) rather than
 * Swiper's pagination module, so their words come from the caller. Autoplay pauses while the
 * pointer or keyboard focus is inside, and is off for users who ask for reduced motion.
 */
export const Carousel = ({
  slides,
  label,
  goToSlideLabel,
  autoplayMs = AUTOPLAY_MS,
  className,
}: CarouselProps) => {
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  const several = slides.length > 1;
  const autoplay =
    several && autoplayMs > 0 && !prefersReducedMotion()
      ? { delay: autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true }
      : false;

  if (slides.length === 0) return null;

  return (
    <section
      className={cx(styles.carousel, className)}
      aria-label={label}
      onFocus={() => swiperRef.current?.autoplay?.pause()}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          swiperRef.current?.autoplay?.resume();
        }
      }}
    >
      <Swiper
        // Loop and autoplay are set up once by Swiper: remount when they switch on or off.
        key={several ? 'several' : 'single'}
        modules={[Autoplay, Keyboard]}
        slidesPerView={1}
        loop={several}
        autoplay={autoplay}
        keyboard={{ enabled: several, onlyInViewport: true }}
        allowTouchMove={several}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
        }}
        onSlideChange={(swiper) => setActive(swiper.realIndex)}
        className={styles.swiper}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={slide.id} className={styles.slide}>
            <div
              role="group"
              aria-label={slide.label}
              aria-hidden={index === active ? undefined : true}
              className={styles.slideInner}
            >
              {slide.content}
            </div>
          </SwiperSlide>
        ))}
      </Swiper>
      {several ? (
        <div className={styles.dots}>
          {slides.map((slide, index) => (
            <button
              key={slide.id}
              type="button"
              className={cx(styles.dot, index === active && styles.activeDot)}
              aria-label={goToSlideLabel(index + 1)}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => {
                swiperRef.current?.slideToLoop(index);
                setActive(index);
              }}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
};
