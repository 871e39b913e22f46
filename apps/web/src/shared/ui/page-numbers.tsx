import { Group, Pagination } from '@mantine/core';
import { useIsBelow } from './use-is-below';

/**
 * Numbered pagination with a window of about five pages around the current one (spec section 9),
 * the first and last always reachable; nothing when everything fits on one page. On a phone, the
 * current page alone between them, so that seven 44 px controls fit on one line.
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
  // A phone's 44 px controls fit seven to a row: the current page between the first and the last.
  const isPhone = useIsBelow('sm');
  const total = Math.max(1, Math.ceil(count / pageSize));
  if (total <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={total}
        value={Math.min(page, total)}
        onChange={onChange}
        siblings={isPhone ? 0 : 2}
        boundaries={1}
        gap={isPhone ? 4 : undefined}
        getControlProps={(control) => ({
          'aria-label':
            control === 'previous' ? 'Previous page' : control === 'next' ? 'Next page' : `${control} page`,
        })}
        getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
      />
    </Group>
  );
}
