import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { AUTOPLAY_MS } from 'shared-contracts';
import type { Swiper as SwiperInstance } from 'swiper';

import styles from './Carousel.module.css';
import { cx } from './cx';
import { SlideGroup } from './SlideGroup';

const SwiperViewport = lazy(() => import(/* webpackChunkName: "swiper" */ './SwiperViewport'));

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

/** How long before the first autoplay step the Swiper code starts loading. */
export const ENGINE_LEAD_MS = 1500;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * One slide at a time. The first paint is the current slide alone, without Swiper: the banner
 * is often the page's largest paint and must not wait for the carousel library. Swiper (loop,
 * autoplay, swipe, keyboard) loads just before the first autoplay step, or as soon as the user
 * reaches for the carousel (pointer, touch, focus, a dot); a single slide never needs it.
 * Dots are real buttons named by `goToSlideLabel`. Autoplay pauses while the pointer or
 * keyboard focus is inside, and is off for users who ask for reduced motion.
 */
export const Carousel = ({
  slides,
  label,
  goToSlideLabel,
  autoplayMs = AUTOPLAY_MS,
  className,
}: CarouselProps) => {
  const swiperRef = useRef<SwiperInstance | null>(null);
  // Pointer or focus on the carousel, or a dot pressed: autoplay waits (SwiperViewport's steps).
  const holdRef = useRef(false);
  const [active, setActive] = useState(0);
  const [engine, setEngine] = useState<{ initialIndex: number; firstStepAt?: number } | null>(null);
  const [shownAt] = useState(Date.now);
  const several = slides.length > 1;
  const autoplay = several && autoplayMs > 0 && !prefersReducedMotion() ? autoplayMs : false;
  const shown = Math.min(active, Math.max(slides.length - 1, 0));

  const startEngine = (index = shown) => {
    if (several) setEngine((current) => current ?? { initialIndex: index });
  };

  useEffect(() => {
    if (autoplay === false || engine) return undefined;
    const timer = setTimeout(
      () => setEngine((current) => current ?? { initialIndex: 0, firstStepAt: shownAt + autoplay }),
      Math.max(0, autoplay - ENGINE_LEAD_MS),
    );
    return () => clearTimeout(timer);
  }, [autoplay, engine, shownAt]);

  if (slides.length === 0) return null;

  const current = slides[shown] as CarouselSlide;
  const staticView = (
    <div className={styles.viewport}>
      <div className={styles.slide}>
        <SlideGroup slide={current} hidden={false} />
      </div>
    </div>
  );

  return (
    <section
      className={cx(styles.carousel, className)}
      aria-label={label}
      onPointerEnter={() => {
        holdRef.current = true;
        startEngine();
      }}
      onPointerLeave={() => {
        holdRef.current = false;
      }}
      onTouchStart={() => startEngine()}
      onFocus={() => {
        holdRef.current = true;
        startEngine();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          holdRef.current = false;
      }}
    >
      {engine && several ? (
        <Suspense fallback={staticView}>
          <SwiperViewport
            slides={slides}
            initialIndex={engine.initialIndex}
            active={shown}
            onActiveChange={setActive}
            autoplayMs={autoplay}
            swiperRef={swiperRef}
            firstStepAt={engine.firstStepAt}
            holdRef={holdRef}
          />
        </Suspense>
      ) : (
        staticView
      )}
      {several ? (
        <div className={styles.dots}>
          {slides.map((slide, index) => (
            <button
              key={slide.id}
              type="button"
              className={cx(styles.dot, index === shown && styles.activeDot)}
              aria-label={goToSlideLabel(index + 1)}
              aria-current={index === shown ? 'true' : undefined}
              onClick={() => {
                holdRef.current = true;
                swiperRef.current?.slideToLoop(index);
                setActive(index);
                startEngine(index);
              }}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
};
