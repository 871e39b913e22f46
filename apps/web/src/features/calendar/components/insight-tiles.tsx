import type { TReservation } from '@harborstay/contracts';
import { dollarsToCents, monthInsights, monthYear, type IsoDate } from '@harborstay/domain';
import { formatDollars } from '../../../shared/format/money';
import { formatOccupancy } from '../../../shared/format/occupancy';
import { InfoIcon, InfoTooltip } from '../../../shared/ui/info-tooltip';
import classes from './calendar.module.css';

type Tile = { label: string; value: string; help: string };

/** The four insight tiles of spec section 9 for the month in view; the fourth is decision 0031's. */
export function InsightTiles({
  month,
  reservations,
  blockedDates,
}: {
  month: IsoDate;
  reservations: readonly TReservation[];
  blockedDates: readonly IsoDate[];
}) {
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
  const tiles: Tile[] = [
    {
      label: 'Occupancy',
      value: formatOccupancy(insights.occupancyPercent),
      help: `Guest nights of ${name} out of the nights not used by you or blocked.`,
    },
    {
      label: 'Average nightly rate',
      value: formatDollars(insights.averageNightlyRateCents / 100),
      help: `Net income of the guest stays checking in in ${name}, per night.`,
    },
    {
      label: 'Estimated net income',
      value: formatDollars(insights.estimatedNetIncomeCents / 100),
      help: `Net income of the guest stays checking in in ${name}: an estimate until the month is over.`,
    },
    {
      label: 'Owner use cost',
      value: formatDollars(insights.ownerUseCostCents / 100),
      help: `The nightly prices given up to your stays and blocks starting in ${name}.`,
    },
  ];
  // Low enough to stay above the months as the page scrolls (decision 0062): a row of four, two
  // rows of two on a phone.
  return (
    <section aria-label={`Insights for ${name}`} className={classes.insights}>
      <p className={classes.insightsMonth} data-testid="insights-month">
        {name}
      </p>
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
    </section>
  );
}

export function CalendarLegend() {
  const items = [
    ['Guest Booking', '#2f9e44'],
    ['My Reservation', '#3d91ff'],
    ['Block', '#9b9b9b'],
  ] as const;
  return (
    <div aria-label="Legend" role="list" className={classes.legend}>
      {items.map(([label, color]) => (
        <div key={label} role="listitem" className={classes.legendItem}>
          <span
            style={{ display: 'inline-block', width: 12, height: 12, borderRadius: 4, background: color }}
          />
          <span>{label}</span>
        </div>
      ))}
    </div>
  );
}
