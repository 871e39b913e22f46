import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { messages } from '@harborstay/contracts';
import { renderWithApp } from '../../../testing/render';
import { BlockForm, StayForm } from './reservation-forms';

const rules = { today: '2026-03-10', taken: [{ start: '2026-03-20', end: '2026-03-23' }], maxOccupancy: 4 };
const stayDefaults = {
  start_date: '',
  end_date: '',
  arrival: '16:00',
  guests_count: 1,
  reservation_for: 'Myself' as const,
  guest: null,
  notes: '',
};

function renderStay(selection: { first: string; last: string } | null, onSubmit = vi.fn()) {
  renderWithApp(
    <StayForm
      rules={rules}
      defaultValues={stayDefaults}
      selection={selection}
      cleaningFee={195}
      priceOf={() => 750}
      submitLabel="Book a stay"
      isSubmitting={false}
      onSubmit={onSubmit}
      onDatesChange={() => {}}
    />,
  );
  return onSubmit;
}

const bookButton = () => screen.getByRole('button', { name: 'Book a stay' });

describe('StayForm', () => {
  it('shows the minimum nights message for a one-night selection and disables Book', async () => {
    renderStay({ first: '2026-03-12', last: '2026-03-13' });
    await screen.findByText(messages.minimumNights(2));
    expect(bookButton().hasAttribute('disabled')).toBe(true);
  });

  it('fills the dates from the selection, shows the cost and the cleaning fee, and books', async () => {
    const onSubmit = renderStay({ first: '2026-03-12', last: '2026-03-15' });
    expect((screen.getByLabelText(/Check out/) as HTMLInputElement).value).toBe('2026-03-15');
    expect(screen.getByTestId('opportunity-cost').textContent).toContain('$750');
    expect(screen.getByText('$195')).toBeTruthy();
    await waitFor(() => expect(bookButton().hasAttribute('disabled')).toBe(false));
    fireEvent.click(bookButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ start_date: '2026-03-12', end_date: '2026-03-15' });
  });

  it('refuses an overlap and an arrival outside the window with the spec messages', async () => {
    renderStay({ first: '2026-03-18', last: '2026-03-21' });
    await screen.findByText(messages.overlap);
    fireEvent.change(screen.getByLabelText(/Arrival/), { target: { value: '09:00' } });
    fireEvent.blur(screen.getByLabelText(/Arrival/));
    await screen.findByText(messages.arrivalWindow);
  });

  it("asks for the other person's names and e-mail", async () => {
    renderStay({ first: '2026-03-12', last: '2026-03-15' });
    fireEvent.click(screen.getByRole('radio', { name: 'Other person' }));
    fireEvent.click(bookButton());
    expect(await screen.findAllByText(messages.required)).toHaveLength(3);
  });
});

describe('BlockForm', () => {
  it('requires notes describing the work', async () => {
    const onSubmit = vi.fn();
    renderWithApp(
      <BlockForm
        rules={rules}
        defaultValues={{ start_date: '', end_date: '', type_of_maintenance: 'Deep clean', notes: '' }}
        selection={{ first: '2026-03-12', last: '2026-03-14' }}
        priceOf={() => 500}
        submitLabel="Block dates"
        isSubmitting={false}
        onSubmit={onSubmit}
        onDatesChange={() => {}}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Block dates' }));
    await screen.findByText(messages.required);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
