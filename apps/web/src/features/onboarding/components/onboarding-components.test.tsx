import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TOnboardingPropertyCreated } from '@harborstay/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { juniperCabinAddress, validOnboardingPropertyInput } from '@harborstay/contracts/testing';
import { mockApi, ok } from '../../../testing/api-mock';
import { renderWithApp } from '../../../testing/render';
import { FirstPropertyForm } from './first-property-form';
import { OnboardingSteps } from './onboarding-steps';

afterEach(() => vi.restoreAllMocks());

describe('OnboardingSteps', () => {
  it('shows the steps before the current one checked, the current one selected, the rest pending', () => {
    renderWithApp(<OnboardingSteps current={2} />);
    const steps = within(screen.getByRole('list', { name: 'Onboarding steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.dataset.state)).toEqual(['checked', 'checked', 'selected', 'pending']);
    expect(steps[2]?.getAttribute('aria-current')).toBe('step');
    expect(steps[2]?.textContent).toContain('We prepare your listing');
    expect(steps[2]?.textContent).toContain('Takes 1-2 weeks');
    expect(steps[0]?.textContent).toContain('(completed)');
    expect(steps[3]?.textContent).toContain('(not started)');
  });
});

describe('FirstPropertyForm', () => {
  /** What the owner types, as the request carries it; the created property repeats its address. */
  const typed = validOnboardingPropertyInput;
  const created: TOnboardingPropertyCreated = {
    id: 9,
    ...juniperCabinAddress,
    harborstay_services: true,
    status: 'in progress',
  };

  it('names every missing fact and sends nothing until the form is complete', async () => {
    const calls = mockApi({ 'POST /api/owners/onboarding/property/': () => ok(created, 201) });
    renderWithApp(<FirstPropertyForm onCreated={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    // Country starts as United States; the other eleven facts are required.
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(11));
    expect(screen.getByRole('button', { name: 'Save and continue' })).toHaveProperty('disabled', true);
    expect(calls).toEqual([]);
  });

  it('sends the facts as numbers and booleans and reports the created property', async () => {
    const calls = mockApi({ 'POST /api/owners/onboarding/property/': () => ok(created, 201) });
    const onCreated = vi.fn();
    renderWithApp(<FirstPropertyForm onCreated={onCreated} />);
    const fill = (label: RegExp, value: string) =>
      fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
    fill(/^Property name/, typed.entity_name);
    fill(/^Street address/, typed.street_address);
    fill(/^City/, typed.city);
    fill(/^State/, typed.state);
    fill(/^Postal code/, typed.postal_code);
    fill(/^Bedrooms/, String(typed.bedroom));
    fill(/^Bathrooms/, String(typed.bathroom));
    fill(/^Maximum occupancy/, String(typed.max_occupancy));
    fireEvent.click(screen.getByRole('textbox', { name: /^Parking/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Driveway' }));
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Another company manages it now' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    expect(calls).toHaveLength(1);
    // Numbers and booleans, not the text of the inputs; the owner answered No to pets.
    expect(calls[0]?.body).toEqual({ ...typed, pet_friendly: false });
  });
});
