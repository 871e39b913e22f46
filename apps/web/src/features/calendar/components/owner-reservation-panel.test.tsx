import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { messages, type TReservation } from '@harborstay/contracts';
import { renderWithApp } from '../../../testing/render';
import { OwnerReservationPanel } from './owner-reservation-panel';

const ownerStay: TReservation = {
  id: 41,
  property_id: 7,
  kind: 'owner',
  status: 'confirmed',
  start_date: '2026-11-26',
  end_date: '2026-11-29',
  nights_count: 3,
  arrival: '16:00',
  departure: '10:00 AM',
  guests_count: 2,
  reservation_for: 'Myself',
  guest: null,
  notes: 'Family weekend',
  type_of_maintenance: null,
  platform: 'Owner Reservation',
  key: 'Owner Reservation',
  color: '#3D91FF',
  confirmation_code: 'OWN-1A2B3C4D',
  confirmed_at: '2026-11-23T15:00:00.000Z',
  revenue: 0,
  management_fee: 0,
  net_income: 0,
  cleaning_cost: 150,
  opportunity_cost: 750,
  is_editable: true,
  delivery: 'pending',
  clashes: [],
};

function renderPanel(
  opened: TReservation | null,
  props: Partial<ComponentProps<typeof OwnerReservationPanel>> = {},
) {
  renderWithApp(
    <OwnerReservationPanel
      propertyId={7}
      today="2026-11-23"
      maxOccupancy={6}
      cleaningFee={150}
      taken={[]}
      priceOf={() => 0}
      selection={null}
      opened={opened}
      onClose={() => {}}
      onDatesTyped={() => {}}
      onOpenReservation={() => {}}
      isInSheet={false}
      {...props}
    />,
  );
}

describe('the delivery state of an opened stay or block', () => {
  it("says 'Waiting to reach the management team' until the company's system has it", () => {
    renderPanel(ownerStay);
    expect(screen.getByRole('status').textContent).toBe(messages.deliveryPending);
    expect(screen.queryByText(messages.deliverySent)).toBeNull();
  });

  it("says 'Sent to the management team' once it has", () => {
    renderPanel({ ...ownerStay, delivery: 'sent' });
    expect(screen.getByRole('status').textContent).toBe(messages.deliverySent);
  });

  it('shows the state of a block too', () => {
    renderPanel({
      ...ownerStay,
      kind: 'maintenance',
      status: 'unavailable',
      reservation_for: null,
      type_of_maintenance: 'Deep clean',
      delivery: 'sent',
    });
    expect(screen.getByText(messages.deliverySent)).toBeTruthy();
  });

  it('shows nothing when no receiver is configured, nor on a guest booking', () => {
    renderPanel({ ...ownerStay, delivery: null });
    expect(screen.queryByTestId('delivery-state')).toBeNull();
    renderPanel({ ...ownerStay, id: 42, kind: 'guest', is_editable: false, delivery: null });
    expect(screen.queryByTestId('delivery-state')).toBeNull();
  });
});

describe('a guest booking over an owner stay', () => {
  it('says so on the owner stay, with the guest booking’s dates', () => {
    renderPanel({
      ...ownerStay,
      clashes: [{ id: 90, kind: 'guest', start_date: '2026-12-03', end_date: '2026-12-06' }],
    });
    expect(screen.getByTestId('clashes').textContent).toContain(
      messages.clashWithGuest('Dec 3rd, 2026', 'Dec 6th, 2026'),
    );
  });

  it('opens the other booking of the clash', () => {
    const onOpenReservation = vi.fn();
    renderPanel(
      {
        ...ownerStay,
        clashes: [{ id: 90, kind: 'guest', start_date: '2026-12-03', end_date: '2026-12-06' }],
      },
      { onOpenReservation },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open the guest booking' }));
    expect(onOpenReservation).toHaveBeenCalledWith(90);
  });

  it('says so on the guest booking, with the owner stay’s dates', () => {
    renderPanel({
      ...ownerStay,
      id: 91,
      kind: 'guest',
      is_editable: false,
      delivery: null,
      clashes: [{ id: 41, kind: 'owner', start_date: '2026-12-01', end_date: '2026-12-04' }],
    });
    expect(screen.getByTestId('clashes').textContent).toContain(
      messages.clashWithOwner('Dec 1st, 2026', 'Dec 4th, 2026'),
    );
  });

  it('shows nothing when there is no clash', () => {
    renderPanel(ownerStay);
    expect(screen.queryByTestId('clashes')).toBeNull();
  });
});

describe("a block's dates (issue 43, item 6)", () => {
  it('are its first night and the day it is free again, one chosen day free again the next', () => {
    renderPanel(null, { selection: { first: '2026-12-05', last: '2026-12-05' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Block for maintenance' }));
    expect(screen.getByLabelText(/^First night/)).toHaveProperty('value', '2026-12-05');
    expect(screen.getByLabelText(/^Free again/)).toHaveProperty('value', '2026-12-06');
  });

  it('name an opened block the same way', () => {
    renderPanel({
      ...ownerStay,
      kind: 'maintenance',
      status: 'unavailable',
      reservation_for: null,
      type_of_maintenance: 'Deep clean',
    });
    const details = screen.getByTestId('reservation-details').textContent;
    expect(details).toContain('First nightNov 26th, 2026');
    expect(details).toContain('Free again');
    expect(details).toContain('Total opportunity cost');
  });
});
