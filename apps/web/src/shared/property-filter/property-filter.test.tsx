import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { mockApi, ok } from '../../testing/api-mock';
import { buildPropertyListItem } from '../../testing/builders';
import { renderWithApp } from '../../testing/render';
import { PropertyFilterProvider, STORAGE_PROPERTY_FILTER_KEY, usePropertyFilter } from './property-filter';

function Probe() {
  const filter = usePropertyFilter();
  return (
    <div>
      <p data-testid="selected">{filter.isReady ? filter.selectedIds.join(',') : 'loading'}</p>
      <button onClick={() => filter.select([4])}>Only 4</button>
      <button onClick={() => filter.selectAll()}>All</button>
    </div>
  );
}

const render = () =>
  renderWithApp(
    <PropertyFilterProvider>
      <Probe />
    </PropertyFilterProvider>,
  );

beforeEach(() => {
  localStorage.clear();
  mockApi({
    'GET /api/owners/owner/properties/': () =>
      ok([buildPropertyListItem({ id: 3 }), buildPropertyListItem({ id: 4 })]),
  });
});

describe('the property filter', () => {
  it('remembers a choice across reloads, and forgets it for All', async () => {
    const first = render();
    await screen.findByText('3,4');
    fireEvent.click(screen.getByRole('button', { name: 'Only 4' }));
    expect(screen.getByTestId('selected').textContent).toBe('4');
    expect(localStorage.getItem(STORAGE_PROPERTY_FILTER_KEY)).toBe('[4]');
    first.unmount();

    const second = render();
    expect(await screen.findByText('4')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getByTestId('selected').textContent).toBe('3,4');
    expect(localStorage.getItem(STORAGE_PROPERTY_FILTER_KEY)).toBeNull();
    second.unmount();
  });

  it('falls back to All for a remembered choice that is unreadable or names no property of the owner', async () => {
    localStorage.setItem(STORAGE_PROPERTY_FILTER_KEY, '{oops');
    const first = render();
    expect(await screen.findByText('3,4')).toBeTruthy();
    first.unmount();
    localStorage.setItem(STORAGE_PROPERTY_FILTER_KEY, '[99]');
    render();
    expect(await screen.findByText('3,4')).toBeTruthy();
  });
});
