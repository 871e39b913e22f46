import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TPropertySummary } from '@harborstay/contracts';
import { renderWithApp } from '../../../testing/render';
import { PropertiesTable } from './properties-table';
import { CoOwnerCards, toCoOwnerCards } from './co-owner-cards';

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

describe('PropertiesTable', () => {
  it('shows name, address and status, and a row opens the property calendar', async () => {
    const { router } = renderWithApp(
      <PropertiesTable
        properties={[row(3, 'Aspen Cabin', true), row(5, 'Brook Condo', false)]}
        isLoading={false}
      />,
      { path: '/owner/properties' },
    );
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

  it('says so when there is no property', () => {
    renderWithApp(<PropertiesTable properties={[]} isLoading={false} />, { path: '/owner/properties' });
    expect(screen.getByText('You have not had any properties yet...')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('CoOwnerCards', () => {
  const list = [
    {
      user_id: 1,
      first_name: 'Olivia',
      last_name: 'Owner',
      co_owners_data: [
        {
          property_id: 3,
          entity_name: 'Aspen Cabin',
          owners: [{ user_id: 2, first_name: 'Carl', last_name: 'Coowner' }],
        },
        {
          property_id: 5,
          entity_name: 'Brook Condo',
          owners: [
            { user_id: 2, first_name: 'Carl', last_name: 'Coowner' },
            { user_id: 4, first_name: 'Petra', last_name: 'Partner' },
          ],
        },
        { property_id: 6, entity_name: 'Cedar Villa', owners: [] },
      ],
    },
  ];

  it('makes one card per other owner with the properties they share', () => {
    expect(toCoOwnerCards(list)).toEqual([
      { userId: 2, name: 'Carl Coowner', initials: 'CC', properties: ['Aspen Cabin', 'Brook Condo'] },
      { userId: 4, name: 'Petra Partner', initials: 'PP', properties: ['Brook Condo'] },
    ]);
    renderWithApp(<CoOwnerCards list={list} isLoading={false} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Co-owner of Aspen Cabin, Brook Condo')).toBeTruthy();
  });

  it('says so when no one shares a property with the owner', () => {
    renderWithApp(
      <CoOwnerCards
        list={[{ user_id: 1, first_name: 'Oscar', last_name: 'Other', co_owners_data: [] }]}
        isLoading={false}
      />,
    );
    expect(screen.getByText('You have not co-owners yet...')).toBeTruthy();
  });
});
