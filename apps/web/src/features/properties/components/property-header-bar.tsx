import type { ReactNode } from 'react';
import { Badge, Paper, Skeleton } from '@mantine/core';
import type { TPropertyFinancials, TPropertyInfo } from '@harborstay/contracts';
import { formatWholeDollars } from '../../../shared/format/money';
import { formatOccupancy } from '../../../shared/format/occupancy';
import { ExplanationTip } from '../../../shared/ui/explanation-tip';
import { formatAddress } from '../lib/format';
import classes from './property-header-bar.module.css';

/** No available night in the year: a dash, as the dashboard shows it (issue 26, point 10). */

/** A line's text while it loads, inside the line's own element so that the line keeps its height. */
function LineSkeleton({ width }: { width: number }) {
  return <Skeleton component="span" display="inline-block" maw="100%" w={width} h="0.9em" />;
}

type HeaderFigureProps = { label: string; value: ReactNode; explanation: string };

/** A headline figure with a tooltip that explains it, reachable by keyboard and touch. */
function HeaderFigure({ label, value, explanation }: HeaderFigureProps) {
  return (
    <div className={classes.figure}>
      <div className={classes.figureLabelLine}>
        <p className={classes.figureLabel}>{label}</p>
        <ExplanationTip label={label} explanation={explanation} />
      </div>
      <div className={classes.figureValue}>{value}</div>
    </div>
  );
}

type PropertyHeaderBarProps = {
  /** Undefined while it loads: the bar keeps its lines' heights, so nothing below it moves. */
  property: TPropertyInfo | undefined;
  financials: TPropertyFinancials | undefined;
  isFinancialsLoading: boolean;
};

/** The bar on top of every property page (spec section 2, 'Property header bar'). */
export function PropertyHeaderBar({ property, financials, isFinancialsLoading }: PropertyHeaderBarProps) {
  // The year in the property's time zone, as the server computed the figures; the browser's
  // only while they load.
  const year = financials?.as_of.slice(0, 4) ?? String(new Date().getFullYear());
  const figure = <T,>(format: (value: T) => string, value: T | undefined) => {
    if (isFinancialsLoading) return <Skeleton h={28} w={90} mt={2} />;
    return value === undefined ? '—' : format(value);
  };
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-label="Property summary"
    >
      <div className={classes.row}>
        <div className={classes.identity}>
          <div className={classes.nameLine}>
            <p className={classes.name}>{property ? property.entity_name : <LineSkeleton width={200} />}</p>
            {property && !property.harborstay_services && (
              <Badge color="gray.7" variant="outline" radius="sm">
                Inactive
              </Badge>
            )}
          </div>
          <p className={classes.address}>
            {property ? formatAddress(property) : <LineSkeleton width={260} />}
          </p>
        </div>
        <div className={classes.figures}>
          <HeaderFigure
            label={`${year} Occupancy`}
            value={figure(formatOccupancy, financials?.occupancy_in_percent)}
            explanation="Nights booked by guests this year, as a share of the nights that could be booked: the days of the year minus your own stays and blocked nights. Upcoming confirmed bookings count."
          />
          <HeaderFigure
            label={`${year} Estimated Net Income`}
            value={figure(formatWholeDollars, financials?.year_income)}
            explanation="Estimated net income (after the management fee) of all the guest reservations that check in this year. It changes with new reservations, cancellations, refunds or alterations."
          />
        </div>
      </div>
    </Paper>
  );
}
