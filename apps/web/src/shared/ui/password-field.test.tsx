import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '../../testing/render';
import { PasswordField } from './password-field';

const input = () => screen.getByLabelText('Password', { selector: 'input' });
const toggle = () => screen.getByRole('button', { name: 'Show or hide password' });

describe('PasswordField', () => {
  it('keeps its show/hide button in the Tab order', () => {
    renderWithApp(<PasswordField label="Password" toggleLabel="Show or hide password" />);
    // Mantine's own toggle has tabindex -1: a keyboard user could never reach it.
    expect(toggle().tabIndex).toBe(0);
    expect(toggle().getAttribute('aria-hidden')).not.toBe('true');
  });

  it('shows and hides the password with Enter and with Space, saying which in aria-pressed', () => {
    renderWithApp(<PasswordField label="Password" toggleLabel="Show or hide password" />);
    expect(input().getAttribute('type')).toBe('password');
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
    fireEvent.keyDown(toggle(), { key: 'Enter' });
    expect(input().getAttribute('type')).toBe('text');
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
    fireEvent.keyDown(toggle(), { key: ' ' });
    expect(input().getAttribute('type')).toBe('password');
    fireEvent.keyDown(toggle(), { key: ' ' });
    expect(input().getAttribute('type')).toBe('text');
    fireEvent.keyDown(toggle(), { key: 'Enter' });
    expect(input().getAttribute('type')).toBe('password');
  });
});
