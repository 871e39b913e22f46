import {
  listOf,
  RESERVATION_REPORT_DEFAULT_TITLE,
  type TReservationReport,
  type TReservationReportRow,
  type TReservationReportSort,
} from '@harborstay/contracts';
import { addDays, addMonths, centsToDollars, startOfMonth, todayIn } from '@harborstay/domain';
import type { DbOrTx } from '@harborstay/db';
import { ownerScope, type OwnerScope } from '../../access/owner-scope';
import * as repo from './repository';

export type ReportFilter = {
  start?: string;
  end?: string;
  property?: number | number[];
  sort: TReservationReportSort;
};

/**
 * The properties a report covers: those asked for that are the caller's, or all the caller's
 * when none was asked. An id that is not the caller's is ignored; a filter naming only such ids
 * covers nothing, rather than everything (decision 0039).
 */
export function reportScope(scope: OwnerScope, property: ReportFilter['property']): OwnerScope {
  const asked = listOf(property);
  if (asked.length === 0) return scope;
  return ownerScope(
    scope.userId,
    scope.propertyIds.filter((id) => asked.includes(id)),
  );
}

/**
 * The check-in range: as asked; one end alone makes the range of its month (a start runs to its
 * month's last day, an end from its month's first, issue 28); neither, the month of the latest
 * of the properties' todays (decision 0009).
 */
export async function reportRange(
  db: DbOrTx,
  scope: OwnerScope,
  filter: ReportFilter,
  now: Date,
): Promise<repo.ReportRange> {
  if (filter.start && filter.end) return { start: filter.start, end: filter.end };
  if (filter.start) return { start: filter.start, end: lastOfMonth(filter.start) };
  if (filter.end) return { start: startOfMonth(filter.end), end: filter.end };
  const today =
    (scope.propertyIds.length > 0 ? await repo.latestToday(db, scope, now) : null) ?? todayIn('UTC', now);
  return { start: startOfMonth(today), end: lastOfMonth(today) };
}

const lastOfMonth = (date: string) => addDays(addMonths(startOfMonth(date), 1), -1);

export async function reservationsReport(
  db: DbOrTx,
  scope: OwnerScope,
  query: ReportFilter & { page?: number; page_size?: number },
  now: Date,
): Promise<TReservationReport> {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 10;
  const covered = reportScope(scope, query.property);
  const range = await reportRange(db, covered, query, now);
  if (covered.propertyIds.length === 0) {
    return { count: 0, page, page_size: pageSize, ...range, results: [], totals: toTotals(undefined) };
  }
  const { rows, totals } = await repo.reportPage(db, covered, {
    ...range,
    sort: query.sort,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return {
    count: totals.count,
    page,
    page_size: pageSize,
    ...range,
    results: rows.map(toReportRow),
    totals: toTotals(totals),
  };
}

export function toReportRow(row: repo.ReportRow): TReservationReportRow {
  return {
    id: row.id,
    status: row.status,
    property_id: row.propertyId,
    property_nickname: row.propertyNickname,
    property_address: row.propertyAddress,
    guest_name: row.guestName,
    guests_count: row.guestsCount,
    reservation_id: row.reservationId,
    platform: row.platform,
    nights_count: row.nightsCount,
    check_in: row.checkIn,
    check_out: row.checkOut,
    confirmation_date: row.confirmationDate,
    revenue: centsToDollars(row.revenueCents),
    management_fee: centsToDollars(row.managementFeeCents),
    net_income: centsToDollars(row.netIncomeCents),
  };
}

function toTotals(totals: repo.ReportTotals | undefined) {
  return {
    nights_count: totals?.nightsCount ?? 0,
    revenue: centsToDollars(totals?.revenueCents ?? 0),
    management_fee: centsToDollars(totals?.managementFeeCents ?? 0),
    net_income: centsToDollars(totals?.netIncomeCents ?? 0),
  };
}

/** The export's file name: the report's title and the range, with nothing a header or file system minds. */
export function exportFileName(
  title: string | undefined,
  range: repo.ReportRange,
  extension: string,
): string {
  const cleaned = (title ?? '')
    .replace(/[^\p{L}\p{N} ._()-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${cleaned || RESERVATION_REPORT_DEFAULT_TITLE} ${range.start} to ${range.end}.${extension}`;
}
