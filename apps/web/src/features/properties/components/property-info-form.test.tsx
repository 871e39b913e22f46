import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { propertyInfoEditableFields } from '@harborstay/contracts/testing';
import { fail, mockApi, ok } from '../../../testing/api-mock';
import { buildPropertyInfo } from '../../../testing/builders';
import { renderWithApp } from '../../../testing/render';
import { PropertyInfoForm } from './property-info-form';

const property = buildPropertyInfo();

const contact = (name: string) => within(screen.getByRole('group', { name }));
const saveButton = () => screen.getByRole('button', { name: 'Save Changes' });
/** The owner types into a field and moves on. */
const type = (input: HTMLElement, value: string) => {
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('PropertyInfoForm', () => {
  it('shows the read-only values, masked numbers and the missing ones as No data / No option selected', () => {
    renderWithApp(<PropertyInfoForm property={property} />, { path: '/owner/property-details/7' });
    expect(screen.getByText('•••••1185')).toBeTruthy();
    expect(screen.getByText('•••••0931')).toBeTruthy();
    expect(screen.getByText('•••••4321')).toBeTruthy();
    expect(screen.getByText('22%')).toBeTruthy();
    expect(screen.getByText('$150.50')).toBeTruthy();
    expect(screen.getAllByText('No data').length).toBeGreaterThan(5);
    expect(screen.getAllByText('No option selected').length).toBeGreaterThanOrEqual(1);
    expect(screen.getByText(/annual payouts of \$600 or more/)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Business or individual' })).toHaveProperty(
      'placeholder',
      'No option selected',
    );
  });

  it("disables Save with 'Invalid phone format.' until the phone is empty or +1 and 10 digits", async () => {
    renderWithApp(<PropertyInfoForm property={property} />, { path: '/owner/property-details/7' });
    await waitFor(() => expect(saveButton()).toHaveProperty('disabled', false));

    type(contact('Secondary contact').getByLabelText('Phone'), '+1970555012');
    expect(await screen.findByText('Invalid phone format.')).toBeTruthy();
    await waitFor(() => expect(saveButton()).toHaveProperty('disabled', true));

    type(contact('Secondary contact').getByLabelText('Phone'), '');
    await waitFor(() => expect(saveButton()).toHaveProperty('disabled', false));
    expect(screen.queryByText('Invalid phone format.')).toBeNull();

    type(contact('Third contact').getByLabelText('First name'), 'x'.repeat(26));
    expect(await screen.findByText('Max length: 25 symbols')).toBeTruthy();
    await waitFor(() => expect(saveButton()).toHaveProperty('disabled', true));
  });

  it('keeps Save enabled for a stored value that breaks a rule, and names the rule when Save is pressed', async () => {
    const calls = mockApi({ 'PUT /api/owners/owner/properties/': () => ok(property) });
    renderWithApp(<PropertyInfoForm property={{ ...property, third_phone: '970-555-0188' }} />, {
      path: '/owner/property-details/7',
    });
    // No message shows, so nothing may look disabled yet.
    await waitFor(() => expect(saveButton()).toHaveProperty('disabled', false));
    expect(screen.queryByText('Invalid phone format.')).toBeNull();

    fireEvent.click(saveButton());
    expect(await contact('Third contact').findByText('Invalid phone format.')).toBeTruthy();
    expect(saveButton()).toHaveProperty('disabled', true);
    expect(calls).toHaveLength(0);
  });

  it('sends the id and the owner-editable fields only, then shows the success alert at the top', async () => {
    const calls = mockApi({
      'PUT /api/owners/owner/properties/': () =>
        ok({ ...property, third_contact_first_name: 'Rosa', third_phone: '+19705550188' }),
    });
    renderWithApp(<PropertyInfoForm property={property} />, { path: '/owner/property-details/7' });
    fireEvent.change(contact('Third contact').getByLabelText('First name'), { target: { value: ' Rosa ' } });
    fireEvent.change(contact('Third contact').getByLabelText('Phone'), { target: { value: '+19705550188' } });
    await waitFor(() => expect(saveButton()).toHaveProperty('disabled', false));
    fireEvent.click(saveButton());

    const alert = await screen.findByRole('status');
    expect(alert.textContent).toContain('Success!');
    expect(alert.textContent).toContain('Property information updated successfully!');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({
      id: 7,
      ...propertyInfoEditableFields,
      third_contact_first_name: 'Rosa',
      third_phone: '+19705550188',
    });
  });

  it('shows the server message in an error alert and on the field it concerns', async () => {
    mockApi({
      'PUT /api/owners/owner/properties/': () => fail(400, { third_email: ['Invalid email format'] }),
    });
    renderWithApp(<PropertyInfoForm property={property} />, { path: '/owner/property-details/7' });
    await waitFor(() => expect(saveButton()).toHaveProperty('disabled', false));
    fireEvent.click(saveButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error!');
    expect(alert.textContent).toContain('Invalid email format');
    expect(contact('Third contact').getByText('Invalid email format')).toBeTruthy();
  });
});
