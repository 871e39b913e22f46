import { describe, expect, it } from 'vitest';
import { TextInput } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { renderWithApp } from '../../testing/render';
import { FormSubmitButton } from '../ui/form-submit-button';
import { SERVER_ERROR_TYPE, useZodForm } from './use-zod-form';

/** Three fields whose rules read each other, like the profile's password change. */
const ZChange = z
  .object({ current: z.string(), next: z.string(), again: z.string() })
  .superRefine(({ current, next, again }, ctx) => {
    if (!current && !next && !again) return;
    if (!current) ctx.addIssue({ code: 'custom', path: ['current'], message: 'Current is required' });
    if (!next) ctx.addIssue({ code: 'custom', path: ['next'], message: 'Next is required' });
    if (next && again !== next) ctx.addIssue({ code: 'custom', path: ['again'], message: 'No match' });
  });

function ChangeForm() {
  const form = useZodForm({ schema: ZChange, defaultValues: { current: '', next: '', again: '' } });
  const { errors } = form.formState;
  const handleSubmit = form.handleSubmit(() =>
    form.setError('current', { type: SERVER_ERROR_TYPE, message: 'Wrong current' }),
  );
  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Change">
      <TextInput label="Current" error={errors.current?.message} {...form.register('current')} />
      <TextInput label="Next" error={errors.next?.message} {...form.register('next')} />
      <TextInput label="Again" error={errors.again?.message} {...form.register('again')} />
      <FormSubmitButton control={form.control} loading={false}>
        Save
      </FormSubmitButton>
    </form>
  );
}

/** The owner types into a field and moves on. */
const type = (label: string, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
const saveButton = () => screen.getByRole('button', { name: 'Save' });
const shownErrors = () =>
  ['Current', 'Next', 'Again'].flatMap((label) => {
    const id = screen
      .getByLabelText(label)
      .getAttribute('aria-describedby')
      ?.split(' ')
      .find((part) => part.endsWith('-error'));
    const text = id ? document.getElementById(id)?.textContent : undefined;
    return text ? [`${label}: ${text}`] : [];
  });

describe('useZodForm and FormSubmitButton', () => {
  it('judges a field only once it is touched, and disables submit exactly while an error shows', async () => {
    renderWithApp(<ChangeForm />);
    // Typing without leaving the field: nothing judged yet.
    fireEvent.change(screen.getByLabelText('Next'), { target: { value: 'abc' } });
    await waitFor(() => expect(saveButton()).toHaveProperty('disabled', false));
    expect(shownErrors()).toEqual([]);

    fireEvent.blur(screen.getByLabelText('Next'));
    type('Again', 'abd');
    // 'Current' is required once 'Next' is typed, but the owner has not reached it yet.
    await waitFor(() => expect(shownErrors()).toEqual(['Again: No match']));
    expect(saveButton()).toHaveProperty('disabled', true);

    // A submit (Enter in a field) judges every field.
    fireEvent.submit(screen.getByRole('form', { name: 'Change' }));
    await waitFor(() => expect(shownErrors()).toEqual(['Current: Current is required', 'Again: No match']));
  });

  it('clears the messages of the other fields when the owner clears all three top-down', async () => {
    renderWithApp(<ChangeForm />);
    type('Current', 'old');
    type('Next', 'new');
    type('Again', 'new');
    await waitFor(() => expect(saveButton()).toHaveProperty('disabled', false));

    type('Current', '');
    await waitFor(() => expect(shownErrors()).toEqual(['Current: Current is required']));
    type('Next', '');
    await waitFor(() =>
      expect(shownErrors()).toEqual(['Current: Current is required', 'Next: Next is required']),
    );
    expect(saveButton()).toHaveProperty('disabled', true);
    type('Again', '');
    await waitFor(() => expect(shownErrors()).toEqual([]));
    expect(saveButton()).toHaveProperty('disabled', false);
  });

  it("keeps the server's message while other fields are edited, and drops it when its field is", async () => {
    renderWithApp(<ChangeForm />);
    type('Current', 'old');
    type('Next', 'new');
    type('Again', 'new');
    fireEvent.click(saveButton());
    await waitFor(() => expect(shownErrors()).toEqual(['Current: Wrong current']));
    expect(saveButton()).toHaveProperty('disabled', true);

    type('Again', 'newer');
    await waitFor(() => expect(shownErrors()).toEqual(['Current: Wrong current', 'Again: No match']));
    type('Again', 'new');
    await waitFor(() => expect(shownErrors()).toEqual(['Current: Wrong current']));

    type('Current', 'older');
    await waitFor(() => expect(shownErrors()).toEqual([]));
    expect(saveButton()).toHaveProperty('disabled', false);
  });
});
