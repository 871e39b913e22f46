import { useEffect, useLayoutEffect, useRef } from 'react';
import type { IsoDate } from '@harborstay/domain';

/** The month in view is the one crossing this share of the window's height from its top. */
const READING_LINE = 1 / 3;

/**
 * The month whose box crosses `line` (px from the window's top): the last one starting above it,
 * or the first month while the page is scrolled to above them all.
 */
export function monthAt(sections: Iterable<HTMLElement>, line: number): IsoDate | null {
  let found: IsoDate | null = null;
  for (const section of sections) {
    if (found !== null && section.getBoundingClientRect().top > line) break;
    found = section.dataset.month ?? found;
  }
  return found;
}

/**
 * Tells the page which month is in view as the window scrolls (the insight tiles follow it,
 * issue 26 point 1). Read from the months' boxes once a frame while scrolling, so that months
 * drawn late (LazyMonth replaces its placeholder) and months added count as soon as they are there:
 * the IntersectionObserver used before watched the placeholders only, gone once drawn.
 */
export function useMonthInView(
  root: HTMLElement | null,
  months: readonly IsoDate[],
  onMonthInView: (month: IsoDate) => void,
) {
  const report = useRef(onMonthInView);
  useLayoutEffect(() => {
    report.current = onMonthInView;
  });
  useEffect(() => {
    if (!root) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const month = monthAt(
        root.querySelectorAll<HTMLElement>('[data-month]'),
        window.innerHeight * READING_LINE,
      );
      if (month) report.current(month);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [root, months]);
}
