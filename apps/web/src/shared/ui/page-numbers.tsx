import { Group, Pagination } from '@mantine/core';

/**
 * Numbered pagination with a window of about five pages around the current one (spec section 9),
 * the first and last always reachable; nothing when everything fits on one page.
 */
export function PageNumbers({
  count,
  pageSize,
  page,
  onChange,
}: {
  count: number;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
}) {
  const total = Math.max(1, Math.ceil(count / pageSize));
  if (total <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={total}
        value={Math.min(page, total)}
        onChange={onChange}
        siblings={2}
        boundaries={1}
        getControlProps={(control) => ({
          'aria-label':
            control === 'previous' ? 'Previous page' : control === 'next' ? 'Next page' : `${control} page`,
        })}
        getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
      />
    </Group>
  );
}
