import { useId, useState, type ReactNode } from 'react';
import type { TReservation } from '@harborstay/contracts';
import { dollarsToCents, monthInsights, monthYear, type IsoDate } from '@harborstay/domain';
import { formatDollars } from '../../../shared/format/money';
import { formatOccupancy } from '../../../shared/format/occupancy';
import { InfoIcon, InfoTooltip } from '../../../shared/ui/info-tooltip';
import classes from './calendar.module.css';

type Tile = { label: string; value: string; help: string };

/** 'No clash', '1 clash', '2 clashes'. */
export const clashCount = (count: number) =>
  count === 0 ? 'No clash' : `${count} ${count === 1 ? 'clash' : 'clashes'}`;

/**
 * The four insight tiles of spec section 9 for the month in view (the fourth is decision 0031's),
 * the month's clashes, and the legend (`children`). On a phone the bar is one line, the month and
 * a summary, and the tiles and legend fold away behind a button (issue 43, item 7).
 */
export function InsightTiles({
  month,
  reservations,
  blockedDates,
  clashes,
  children,
}: {
  month: IsoDate;
  reservations: readonly TReservation[];
  blockedDates: readonly IsoDate[];
  /** Pairs of a guest booking and an owner stay or block holding a night of this month together. */
  clashes: number;
  children?: ReactNode;
}) {
  const [isUnfolded, setIsUnfolded] = useState(false);
  const detailsId = useId();
  const insights = monthInsights({
    month,
    blockedDates,
    reservations: reservations.map((r) => ({
      kind: r.kind,
      status: r.status,
      startDate: r.start_date,
      endDate: r.end_date,
      netIncomeCents: dollarsToCents(r.net_income),
      opportunityCostCents: dollarsToCents(r.opportunity_cost),
    })),
  });
  const name = monthYear(month);
  const occupancy = formatOccupancy(insights.occupancyPercent);
  const netIncome = formatDollars(insights.estimatedNetIncomeCents / 100);
  const tiles: Tile[] = [
    {
      label: 'Occupancy',
      value: occupancy,
      help: `Guest nights of ${name} out of the nights not used by you or blocked.`,
    },
    {
      label: 'Average nightly rate',
      value: formatDollars(insights.averageNightlyRateCents / 100),
      help: `Net income of the guest stays checking in in ${name}, per night.`,
    },
    {
      label: 'Estimated net income',
      value: netIncome,
      help: `Net income of the guest stays checking in in ${name}: an estimate until the month is over.`,
    },
    {
      // The spec's name of what a stay or block gives up (section 2), as the panel says it.
      label: 'Total opportunity cost',
      value: formatDollars(insights.ownerUseCostCents / 100),
      help: `The nightly prices given up to your stays and blocks starting in ${name}.`,
    },
  ];
  // Low enough to stay above the months as the page scrolls (decision 0062).
  return (
    <section aria-label={`Insights for ${name}`} className={classes.insights}>
      <div className={classes.insightsHead}>
        <div className={classes.insightsTitle}>
          <p className={classes.insightsMonth} data-testid="insights-month">
            {name}
          </p>
          {/* A clash first: the line may be cut at its end on a narrow phone. */}
          <p className={classes.insightsSummary} data-testid="insights-summary">
            {clashes > 0 && <span className={classes.clashText}>{clashCount(clashes)} · </span>}
            {occupancy} occupancy · {netIncome} net income
          </p>
        </div>
        <button
          type="button"
          className={classes.insightsToggle}
          aria-expanded={isUnfolded}
          aria-controls={detailsId}
          onClick={() => setIsUnfolded((open) => !open)}
        >
          {isUnfolded ? 'Less' : 'Details'}
        </button>
      </div>
      <div id={detailsId} className={classes.insightsDetails} data-unfolded={isUnfolded || undefined}>
        <div className={classes.tiles}>
          {tiles.map((tile) => (
            <div key={tile.label} className={classes.tile}>
              <div className={classes.tileHead}>
                <p className={classes.tileLabel}>{tile.label}</p>
                <InfoTooltip label={tile.help} width={240}>
                  <InfoIcon label={tile.help} size={14} className={classes.tileHelp} />
                </InfoTooltip>
              </div>
              <p className={classes.tileValue} data-testid={`insight-${tile.label}`}>
                {tile.value}
              </p>
            </div>
          ))}
        </div>
        {clashes > 0 && (
          <p className={classes.clashNote} data-testid="insight-clashes">
            <span className={classes.legendSwatch} data-kind="clash" aria-hidden />
            {clashCount(clashes)} in {name}: a guest booking holds nights of your own stay or block. The
            management team will contact you to sort it out.
          </p>
        )}
        {children}
      </div>
    </section>
  );
}

const LEGEND = [
  ['guest', 'Guest Booking'],
  ['owner', 'My Reservation'],
  ['block', 'Block'],
  ['clash', 'Clash'],
] as const;

export function CalendarLegend() {
  return (
    <div aria-label="Legend" role="list" className={classes.legend}>
      {LEGEND.map(([kind, label]) => (
        <div key={kind} role="listitem" className={classes.legendItem}>
          <span className={classes.legendSwatch} data-kind={kind} aria-hidden />
          <span>{label}</span>
        </div>
      ))}
    </div>
  );
}
