import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { isDashboardPath } from '../../config/paths';
import { renderWithApp } from '../../testing/render';
import { SideNav } from './side-nav';

const activeEntries = () =>
  screen
    .getAllByRole('link')
    .filter((link) => link.hasAttribute('data-active'))
    .map((link) => link.textContent);

describe('SideNav', () => {
  it.each([
    ['/owner/properties', 'Properties'],
    ['/owner/co-owners', 'Properties'],
    ['/owner/property-details/12', 'Properties'],
    ['/owner/property-document/12', 'Properties'],
    ['/owner/property-calendar/12', 'Properties'],
    ['/owner/property-care/12', 'Properties'],
    ['/owner/dashboard', 'Dashboard'],
    ['/owner/alternative-dashboard/', 'Dashboard'],
    ['/owner/financial/reservation-feed/', 'Reservations'],
  ])('marks the entry of the area of %s as active: %s', (path, entry) => {
    renderWithApp(<SideNav onNavigate={() => undefined} />, { path });
    expect(activeEntries()).toEqual([entry]);
  });

  it('marks no entry on a page outside the three areas', () => {
    renderWithApp(<SideNav onNavigate={() => undefined} />, { path: '/owner/property-details' });
    expect(activeEntries()).toEqual([]);
  });
});

describe('isDashboardPath', () => {
  it('is true on the two dashboard pages only, with or without the trailing slash', () => {
    expect(isDashboardPath('/owner/dashboard')).toBe(true);
    expect(isDashboardPath('/owner/alternative-dashboard/')).toBe(true);
    expect(isDashboardPath('/owner/dashboard/12')).toBe(false);
    expect(isDashboardPath('/owner/properties')).toBe(false);
  });
});
