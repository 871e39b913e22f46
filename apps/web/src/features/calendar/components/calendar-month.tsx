import { memo, useEffect, useRef, useState } from 'react';
import { daysOfMonth, monthYear, weekdayOf, type IsoDate } from '@harborstay/domain';
import { WEEKDAY_INITIALS } from '../../../shared/format/dates';
import { CalendarDay } from './calendar-day';
import { useTurnHasCome } from '../../../shared/ui/reveal-in-turn';
import classes from './calendar.module.css';

/** The weeks of a month: each a row of 7, with nulls before the first and after the last day. */
function weeksOf(month: IsoDate): (IsoDate | null)[][] {
  const days = daysOfMonth(month);
  const cells: (IsoDate | null)[] = [...Array<null>(weekdayOf(month)).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (IsoDate | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** One month: its title, weekday header and a grid of days (role grid, so arrows move between days). */
export const CalendarMonth = memo(function CalendarMonth({ month }: { month: IsoDate }) {
  const title = monthYear(month);
  const titleId = `calendar-month-${month.slice(0, 7)}`;
  return (
    <section data-month={month} aria-labelledby={titleId}>
      <h2 id={titleId} className={classes.monthTitle}>
        {title}
      </h2>
      <div role="grid" aria-labelledby={titleId} className={classes.grid}>
        <div role="row" className={classes.row}>
          {WEEKDAY_INITIALS.map((name) => (
            <div role="columnheader" key={name} className={classes.weekday}>
              {name}
            </div>
          ))}
        </div>
        {weeksOf(month).map((week, i) => (
          <div role="row" className={classes.row} key={i}>
            {week.map((date, j) =>
              date ? <CalendarDay key={date} date={date} /> : <div role="gridcell" key={`empty-${j}`} />,
            )}
          </div>
        ))}
      </div>
    </section>
  );
});

/**
 * A month rendered once it comes near the scrolled view (spec: "loading months as they scroll
 * into view", the page's view since decision 0062); until then a placeholder of its height keeps
 * the scroll position honest.
 */
export function LazyMonth({
  month,
  isEager,
  turn = null,
}: {
  month: IsoDate;
  isEager: boolean;
  /** An eager month that waits for its turn after the first (decision 0069). */
  turn?: number | null;
}) {
  const hasTurnCome = useTurnHasCome(isEager ? turn : null);
  const [isShown, setIsShown] = useState(isEager || typeof IntersectionObserver === 'undefined');
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (isShown || !placeholder.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsShown(true);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(placeholder.current);
    return () => observer.disconnect();
  }, [isShown]);
  if (isShown && hasTurnCome) return <CalendarMonth month={month} />;
  return <div ref={placeholder} data-month={month} style={{ height: 430 }} aria-hidden />;
}
