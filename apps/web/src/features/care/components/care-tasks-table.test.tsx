import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { TCareTask } from '@harborstay/contracts';
import { renderWithApp } from '../../../testing/render';
import { CareTasksTable } from './care-tasks-table';

const task = (id: number, hasReport: boolean): TCareTask => ({
  id,
  name: `Task ${id}`,
  breezeway_task_id: String(38_400_000 + id),
  finished_at: '2026-03-04T18:00:00.000Z',
  type_task_status: id % 2 ? 'closed' : 'finished',
  status: 'Completed',
  has_report: hasReport,
});

describe('CareTasksTable', () => {
  it('shows the spec’s empty text when the property has no task', () => {
    renderWithApp(
      <CareTasksTable
        tasks={{ count: 0, page: 1, page_size: 10, results: [] }}
        sort="-finished_at"
        onSort={vi.fn()}
        onOpen={vi.fn()}
      />,
    );
    expect(screen.getByText('You have not had any tasks yet...')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('opens a report by its row or its link, offers none without one, and sorts by a heading', async () => {
    const onOpen = vi.fn();
    const onSort = vi.fn();
    renderWithApp(
      <CareTasksTable
        tasks={{ count: 2, page: 1, page_size: 10, results: [task(1, true), task(2, false)] }}
        sort="-finished_at"
        onSort={onSort}
        onOpen={onOpen}
      />,
    );
    const [, withReport, without] = screen.getAllByRole('row');
    if (!withReport || !without) throw new Error('rows missing');
    fireEvent.click(within(withReport).getByRole('button', { name: 'View report' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    fireEvent.click(within(withReport).getByText('Task 1'));
    expect(onOpen).toHaveBeenCalledTimes(2);
    expect(within(without).queryByRole('button', { name: 'View report' })).toBeNull();
    fireEvent.click(within(without).getByText('Task 2'));
    expect(onOpen).toHaveBeenCalledTimes(2);
    expect(within(withReport).getByText('Completed')).toBeTruthy();

    expect(screen.getByRole('columnheader', { name: /Completed Date/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    fireEvent.click(screen.getByRole('button', { name: /Completed Date/ }));
    expect(onSort).toHaveBeenLastCalledWith('finished_at');
    fireEvent.click(screen.getByRole('button', { name: /Task ID/ }));
    expect(onSort).toHaveBeenLastCalledWith('breezeway_task_id');
  });
});
