import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TPropertySummary } from '@harborstay/contracts';
import { fakeMediaQueryList } from '../../../testing/media-queries';
import { renderWithApp } from '../../../testing/render';
import { PropertiesList } from './properties-list';

const row = (id: number, name: string, isActive: boolean): TPropertySummary => ({
  id,
  entity_name: name,
  street_address: `${id} Main St`,
  city: 'Denver',
  state: 'CO',
  postal_code: '80202',
  harborstay_services: isActive,
  status: 'completed',
});
const PROPERTIES = [row(3, 'Aspen Cabin', true), row(5, 'Brook Condo', false)];

/** A browser window as wide as the media queries below `width` say. */
function resizeTo(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
    // Only the phone query is asked: (width < 48em), 48em being 768px.
    fakeMediaQueryList(query, query === '(width < 48em)' && width < 768),
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PropertiesList', () => {
  it('from tablet width: a table of name, address and status, and a row opens the property calendar', async () => {
    resizeTo(1440);
    const { router } = renderWithApp(<PropertiesList properties={PROPERTIES} />, {
      path: '/owner/properties',
    });
    expect(screen.getAllByRole('row').map((tr) => tr.textContent)).toEqual([
      'PropertyAddressStatus',
      'Aspen Cabin3 Main StActive',
      'Brook Condo5 Main StInactive',
    ]);
    expect(screen.getByRole('link', { name: 'Aspen Cabin' }).getAttribute('href')).toBe(
      '/owner/property-calendar/3',
    );
    fireEvent.click(screen.getByText('5 Main St'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/owner/property-calendar/5'));
  });

  it('on a phone: one card a property instead of the table, and a card opens the property calendar', async () => {
    resizeTo(390);
    const { router } = renderWithApp(<PropertiesList properties={PROPERTIES} />, {
      path: '/owner/properties',
    });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Your properties' })).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      'Aspen Cabin3 Main StActive',
      'Brook Condo5 Main StInactive',
    ]);
    expect(
      within(cards[0] as HTMLElement)
        .getByRole('link', { name: 'Aspen Cabin' })
        .getAttribute('href'),
    ).toBe('/owner/property-calendar/3');
    fireEvent.click(screen.getByText('5 Main St'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/owner/property-calendar/5'));
  });

  it('says so when there is no property', () => {
    resizeTo(1440);
    renderWithApp(<PropertiesList properties={[]} />, { path: '/owner/properties' });
    expect(screen.getByText('You have not had any properties yet...')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
