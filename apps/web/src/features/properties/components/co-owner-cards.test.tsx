import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../../testing/render';
import { CoOwnerCards, toCoOwnerCards } from './co-owner-cards';

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
