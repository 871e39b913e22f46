import type { ownerProfiles } from '@harborstay/db';

/** The one password of every demo account (guides/contract.md, "Demo data"). */
export const DEMO_PASSWORD = 'Harborstay#2026';

/** The four demo sign-ins of the contract, keyed by the part of the e-mail before the @. */
export const DEMO_ACCOUNTS = {
  /** Profile complete, 3 properties (one inactive), co-owns one of them with Carl. */
  owner: { email: 'owner@demo.test', firstName: 'Olivia', lastName: 'Owner' },
  /** Co-owner of one of Olivia's properties only. */
  coowner: { email: 'coowner@demo.test', firstName: 'Carl', lastName: 'Coowner' },
  /** Profile complete, 2 properties of his own; shares nothing with Olivia. */
  other: { email: 'other@demo.test', firstName: 'Oscar', lastName: 'Other' },
  /** No profile, no property: lands in onboarding. */
  new: { email: 'new@demo.test', firstName: 'Nina', lastName: 'New' },
} as const;

export type DemoAccountKey = keyof typeof DEMO_ACCOUNTS;
export const DEMO_ACCOUNT_KEYS = Object.keys(DEMO_ACCOUNTS) as DemoAccountKey[];

type ProfileFields = Omit<
  typeof ownerProfiles.$inferInsert,
  'userId' | 'firstName' | 'lastName' | 'createdAt'
>;

/** Complete owner profiles; Nina has none on purpose, so she is sent to onboarding. */
export const DEMO_PROFILES: Partial<Record<DemoAccountKey, ProfileFields>> = {
  owner: {
    primaryEmail: DEMO_ACCOUNTS.owner.email,
    secondaryEmail: 'olivia.owner@example.com',
    address: '1842 Wazee St, Apt 4B, Denver, CO 80202',
    phone: '+13035550142',
    active: true,
    accountId: 1,
  },
  coowner: {
    primaryEmail: DEMO_ACCOUNTS.coowner.email,
    secondaryEmail: null,
    address: '615 E 3rd Ave, Salt Lake City, UT 84103',
    phone: '+18015550187',
    active: true,
    accountId: 1,
  },
  other: {
    primaryEmail: DEMO_ACCOUNTS.other.email,
    secondaryEmail: 'oscar.other@example.net',
    address: '7120 E Camelback Rd, Scottsdale, AZ 85251',
    phone: '+14805550163',
    active: true,
    accountId: 1,
  },
};
