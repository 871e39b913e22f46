import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '../../../testing/render';
import type { DocumentFilterValues } from '../lib/filters';
import { DocumentFilters } from './document-filters';

function renderFilters(values: DocumentFilterValues) {
  const onChange = vi.fn();
  renderWithApp(<DocumentFilters values={values} currentYear={2026} onChange={onChange} />);
  return onChange;
}

describe('DocumentFilters', { timeout: 15_000 }, () => {
  it('shows year and month for Permit, and choosing another type clears the dates', async () => {
    const onChange = renderFilters({ type: 'Permit', year: 2025, month: 3 });
    expect(screen.getByRole('textbox', { name: 'Year' })).toHaveProperty('value', '2025');
    expect(screen.getByRole('textbox', { name: 'Month' })).toHaveProperty('value', 'March');
    fireEvent.click(screen.getByRole('textbox', { name: 'Type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Insurance' }));
    expect(onChange).toHaveBeenCalledWith({ type: 'Insurance', year: null, month: null });
  });

  it('offers 20 years from the current one for Insurance, and no month', async () => {
    const onChange = renderFilters({ type: 'Insurance', year: null, month: null });
    expect(screen.queryByRole('textbox', { name: 'Month' })).toBeNull();
    fireEvent.click(screen.getByRole('textbox', { name: 'Year' }));
    const year = await screen.findByRole('option', { name: '2019' });
    const years = [...(year.closest('[role="listbox"]')?.querySelectorAll('[role="option"]') ?? [])];
    expect(years.map((option) => option.textContent)).toEqual(
      Array.from({ length: 20 }, (_, i) => String(2026 - i)),
    );
    fireEvent.click(year);
    expect(onChange).toHaveBeenCalledWith({ type: 'Insurance', year: 2019, month: null });
  });

  it('shows year and month for the monthly statements, the year for the annual ones, no date for the others', () => {
    renderFilters({ type: 'Monthly statements', year: 2025, month: 12 });
    expect(screen.getByRole('textbox', { name: 'Year' })).toHaveProperty('value', '2025');
    expect(screen.getByRole('textbox', { name: 'Month' })).toHaveProperty('value', 'December');
    cleanup();
    renderFilters({ type: 'Annual statements', year: 2025, month: null });
    expect(screen.getByRole('textbox', { name: 'Year' })).toHaveProperty('value', '2025');
    expect(screen.queryByRole('textbox', { name: 'Month' })).toBeNull();
    cleanup();
    renderFilters({ type: 'Owner Agreement', year: null, month: null });
    expect(screen.queryByRole('textbox', { name: 'Year' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Month' })).toBeNull();
  });
});
