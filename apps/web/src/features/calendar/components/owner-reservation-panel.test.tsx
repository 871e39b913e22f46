import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
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

function renderPanel(opened: TReservation) {
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
      isInSheet={false}
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
    expect(screen.getByTestId('clashes').textContent).toBe(
      messages.clashWithGuest('Dec 3rd, 2026', 'Dec 6th, 2026'),
    );
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
    expect(screen.getByTestId('clashes').textContent).toBe(
      messages.clashWithOwner('Dec 1st, 2026', 'Dec 4th, 2026'),
    );
  });

  it('shows nothing when there is no clash', () => {
    renderPanel(ownerStay);
    expect(screen.queryByTestId('clashes')).toBeNull();
  });
});
