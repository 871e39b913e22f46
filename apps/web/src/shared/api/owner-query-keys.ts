/**
 * The query keys of the owner's data, in one place: every read of the owner area builds its key
 * from here, and shared/api/owner-writes.ts names what each write touches with the same prefixes,
 * so a read and the writes that move it cannot drift apart (owner-writes.test.ts holds both to it).
 */
const property = (id: number) => ['owner', 'property', id] as const;

export const ownerKeys = {
  /** The property list (the shell, the dashboard's filter, /owner/properties). */
  properties: ['owner', 'properties'] as const,
  /** Everything kept about one property. */
  property,
  /** The Property Info (also the calendar's guest limit and cleaning fee). */
  propertyInfo: (id: number) => [...property(id), 'info'] as const,
  /** The header bar's figures and the property's today. */
  propertyFinancials: (id: number) => [...property(id), 'financials'] as const,
  /** The calendar's windows of reservations and prices. */
  calendar: (id: number) => [...property(id), 'calendar'] as const,
  /** The caller's secret address of the property's calendar feed. */
  calendarFeed: (id: number) => [...property(id), 'calendar-feed'] as const,
  /** The documents list and the documents' signed addresses. */
  documents: (id: number) => [...property(id), 'documents'] as const,
  /** The completed care tasks. */
  care: (id: number) => [...property(id), 'care'] as const,
  /** A care report's signed address. */
  careReportUrl: (taskId: number) => ['owner', 'care', 'report-url', taskId] as const,
  /** The dashboard, of every property filter. */
  dashboard: ['owner', 'dashboard'] as const,
  /** The reservations report, of every range, filter and page. */
  reports: ['owner', 'reports'] as const,
  profile: ['owner', 'profile'] as const,
  onboarding: ['owner', 'onboarding'] as const,
  coOwners: ['owner', 'co-owners'] as const,
  /** The e-mails the owner wants. */
  notifications: ['owner', 'notifications'] as const,
};
