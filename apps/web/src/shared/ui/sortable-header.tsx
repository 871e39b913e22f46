import type { ReactNode } from 'react';
import { Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';

/**
 * A column heading that sorts by `sortKey`: `sort` is the table's current sort, `key` or `-key`.
 * A click sorts ascending, a second one descending; `aria-sort` tells screen readers.
 */
export function SortableHeader<K extends string>({
  label,
  sortKey,
  sort,
  onSort,
  align,
}: {
  label: ReactNode;
  sortKey: K;
  sort: string;
  onSort: (sort: K | `-${K}`) => void;
  align?: 'right';
}) {
  const direction = sort === sortKey ? 'ascending' : sort === `-${sortKey}` ? 'descending' : 'none';
  const Icon =
    direction === 'ascending' ? IconArrowUp : direction === 'descending' ? IconArrowDown : IconArrowsSort;
  return (
    <Table.Th aria-sort={direction} ta={align} style={{ whiteSpace: 'nowrap' }}>
      <UnstyledButton
        fw={700}
        fz="sm"
        onClick={() => onSort(sort === sortKey ? `-${sortKey}` : sortKey)}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
      >
        {label}
        <Icon size={14} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}
