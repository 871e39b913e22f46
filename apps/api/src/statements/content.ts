import {
  addDays,
  addMonths,
  monthStockingFeeCents,
  occupancyPercent,
  type IsoDate,
  type NightCounts,
} from '@harborstay/domain';
import type { DbOrTx } from '@harborstay/db';
import { ownerScope } from '../access/owner-scope';
import { financialsByProperty } from '../figures/property-financials';
import {
  reportBatches,
  reportTotals,
  type ReportRow,
  type ReportTotals,
} from '../modules/reports/repository';
import {
  changedSinceStated,
  monthStays,
  type Adjustment,
  type Amounts,
  type MonthStay,
  type StatementProperty,
} from './repository';

/** Days after the statement within which the payout is sent (the management agreement). */
export const PAYOUT_DAYS = 15;

export type MonthlyContent = {
  property: StatementProperty;
  month: IsoDate;
  lastDay: IsoDate;
  issuedOn: IsoDate;
  payoutDueOn: IsoDate;
  /** The reservations report's rows of the month for the property, by check-in. */
  rows: ReportRow[];
  /** The reservations report's totals of the month for the property. */
  totals: ReportTotals;
  nights: NightCounts;
  /** Null when no night of the month was available to rent (shown '–', as everywhere). */
  occupancyPercent: number | null;
  /** The agreement's monthly fee; null when it charges none. */
  stockingFeeAgreedCents: number | null;
  stockingFeeCents: number;
  stays: MonthStay[];
  adjustments: Adjustment[];
  adjustmentsCents: number;
  payoutCents: number;
  /** What the statement tells of each booking it names, for the next one's adjustments. */
  stated: Map<number, Amounts>;
};

/** An instant in the middle of the month: the property's today there, whatever its time zone. */
export const midMonth = (month: IsoDate) => new Date(`${month.slice(0, 7)}-15T12:00:00Z`);

/**
 * A month's statement of one property, every figure from the functions the portal's own pages
 * use: the rows and totals of the reservations report (`reportBatches`, `reportTotals`), the
 * month's nights of the financials and dashboard (`financialsByProperty`, the roll-ups), the
 * stocking fee of the domain (`monthStockingFeeCents`), and the bookings of months stated before
 * whose money has changed since (`reservationMoney` again).
 */
export async function monthlyContent(
  db: DbOrTx,
  property: StatementProperty,
  month: IsoDate,
  issuedOn: IsoDate,
  /** The payout's due date: kept from the statement's first publication when it is written again. */
  payoutDueOn: IsoDate,
): Promise<MonthlyContent> {
  const scope = ownerScope(0, [property.id]);
  const lastDay = addDays(addMonths(month, 1), -1);
  const range = { start: month, end: lastDay };
  const rows: ReportRow[] = [];
  for await (const batch of reportBatches(db, scope, { ...range, sort: 'start_date', batchSize: 500 }))
    rows.push(...batch);
  // One after the other: the statement is written in a transaction, whose one connection runs one
  // query at a time (node-postgres 8 queues the rest with a deprecation warning; 9 refuses them).
  const totals = await reportTotals(db, scope, range);
  const [financials] = await financialsByProperty(db, scope, midMonth(month));
  const stays = await monthStays(db, property.id, month, addMonths(month, 1));
  const adjustments = await changedSinceStated(db, property.id, month);
  if (!financials) throw new Error(`no figures for property ${property.id}`);
  const nights = financials.figures.month;
  const agreed =
    property.stockingFeeCents && property.stockingFeeCents > 0 ? property.stockingFeeCents : null;
  const stockingFeeCents = agreed ? monthStockingFeeCents({ monthlyFeeCents: agreed, month: nights }) : 0;
  const adjustmentsCents = adjustments.reduce(
    (sum, change) => sum + change.now.netIncomeCents - change.told.netIncomeCents,
    0,
  );
  const stated = new Map<number, Amounts>(adjustments.map((change) => [change.reservationId, change.now]));
  for (const row of rows)
    stated.set(row.id, {
      revenueCents: row.revenueCents,
      managementFeeCents: row.managementFeeCents,
      netIncomeCents: row.netIncomeCents,
    });
  return {
    property,
    month,
    lastDay,
    issuedOn,
    payoutDueOn,
    rows,
    totals,
    nights,
    occupancyPercent: occupancyPercent(nights),
    stockingFeeAgreedCents: agreed,
    stockingFeeCents,
    stays,
    adjustments,
    adjustmentsCents,
    payoutCents: totals.netIncomeCents - stockingFeeCents + adjustmentsCents,
    stated,
  };
}

export type AnnualMonth = { month: IsoDate; totals: ReportTotals; stockingFeeCents: number };

export type AnnualContent = {
  property: StatementProperty;
  year: number;
  issuedOn: IsoDate;
  months: AnnualMonth[];
  totals: ReportTotals;
  stockingFeeCents: number;
};

/** The year's months as each month's statement counts them (the report's totals, the stocking fee). */
export async function annualContent(
  db: DbOrTx,
  property: StatementProperty,
  year: number,
  issuedOn: IsoDate,
): Promise<AnnualContent> {
  const scope = ownerScope(0, [property.id]);
  const agreed = property.stockingFeeCents && property.stockingFeeCents > 0 ? property.stockingFeeCents : 0;
  // Month after month, in the transaction's one connection (as `monthlyContent`).
  const months: AnnualMonth[] = [];
  for (let index = 0; index < 12; index += 1) {
    const month = addMonths(`${year}-01-01`, index);
    const totals = await reportTotals(db, scope, { start: month, end: addDays(addMonths(month, 1), -1) });
    const [financials] = await financialsByProperty(db, scope, midMonth(month));
    const nights = financials?.figures.month;
    const stockingFeeCents = nights ? monthStockingFeeCents({ monthlyFeeCents: agreed, month: nights }) : 0;
    months.push({ month, totals, stockingFeeCents });
  }
  const totals = months.reduce(
    (sum, { totals: m }) => ({
      count: sum.count + m.count,
      nightsCount: sum.nightsCount + m.nightsCount,
      revenueCents: sum.revenueCents + m.revenueCents,
      managementFeeCents: sum.managementFeeCents + m.managementFeeCents,
      netIncomeCents: sum.netIncomeCents + m.netIncomeCents,
    }),
    { count: 0, nightsCount: 0, revenueCents: 0, managementFeeCents: 0, netIncomeCents: 0 },
  );
  return {
    property,
    year,
    issuedOn,
    months,
    totals,
    stockingFeeCents: months.reduce((sum, m) => sum + m.stockingFeeCents, 0),
  };
}
