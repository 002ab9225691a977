import 'swiper/swiper.css';

import { type MutableRefObject, useEffect } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';

import type { CarouselSlide } from './Carousel';
import styles from './Carousel.module.css';
import { SlideGroup } from './SlideGroup';

export interface SwiperViewportProps {
  slides: readonly CarouselSlide[];
  /** The slide shown when Swiper takes over (the one the static view was showing). */
  initialIndex: number;
  active: number;
  onActiveChange: (index: number) => void;
  /** Autoplay delay in ms, or false for none. */
  autoplayMs: number | false;
  swiperRef: MutableRefObject<SwiperInstance | null>;
  /**
   * When the first autoplay step is due (Date.now() time): the static first slide has already
   * been on screen, so the first step comes that much sooner to keep the rhythm.
   */
  firstStepAt?: number;
  /** True while the pointer or the focus is on the carousel, or a dot was pressed: no step. */
  holdRef?: MutableRefObject<boolean>;
}

/**
 * The moving part of the carousel: Swiper with loop and keyboard, stepped by a timer of its own.
 * Not Swiper's autoplay module: while it runs it asks for an animation frame every frame (to
 * report the time left), so the page never rests: on a slow phone a frame was drawn every turn,
 * for as long as the page was open (docs/performance.md, "Session 27"). Loaded on demand.
 */
const SwiperViewport = ({
  slides,
  initialIndex,
  active,
  onActiveChange,
  autoplayMs,
  swiperRef,
  firstStepAt,
  holdRef,
}: SwiperViewportProps) => {
  useEffect(() => {
    const swiper = swiperRef.current;
    if (autoplayMs === false || !swiper) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = (delay: number) => {
      clearTimeout(timer);
      timer = setTimeout(step, delay);
    };
    // Someone is reading or has chosen a slide, or the page is not seen: the step waits a turn.
    const step = () => {
      if (holdRef?.current || document.visibilityState === 'hidden') schedule(autoplayMs);
      else swiper.slideNext();
    };
    // Every change of slide, by the timer or by the user, starts the delay again.
    const restart = () => schedule(autoplayMs);
    swiper.on('slideChange', restart);
    // The static first slide has already been on screen: the first step keeps the rhythm.
    schedule(firstStepAt === undefined ? autoplayMs : Math.max(0, firstStepAt - Date.now()));
    return () => {
      clearTimeout(timer);
      swiper.off('slideChange', restart);
    };
    // Once, when Swiper takes over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    // A dot pressed while Swiper was loading: its engine started at the slide shown before the
    // press, so it catches up with the one the user chose (else the dots and the slide disagree).
    const swiper = swiperRef.current;
    if (swiper && swiper.realIndex !== active) swiper.slideToLoop(active, 0);
    // Once, when Swiper takes over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Swiper
      modules={[Keyboard]}
      slidesPerView={1}
      loop
      initialSlide={initialIndex}
      keyboard={{ enabled: true, onlyInViewport: true }}
      onSwiper={(swiper) => {
        swiperRef.current = swiper;
      }}
      onSlideChange={(swiper) => onActiveChange(swiper.realIndex)}
      className={styles.viewport}
    >
      {slides.map((slide, index) => (
        <SwiperSlide key={slide.id} className={styles.slide}>
          <SlideGroup slide={slide} hidden={index !== active} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
};

export default SwiperViewport;
