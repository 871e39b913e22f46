import { Badge } from '@mantine/core';

/** Active when the provider manages the property (harborstay_services), else Inactive. */
export function StatusBadge({ isActive }: { isActive: boolean }) {
  return (
    // Filled and outline rather than light: a light badge's small text fails WCAG contrast on its tint.
    <Badge
      color={isActive ? 'teal.9' : 'gray.7'}
      variant={isActive ? 'filled' : 'outline'}
      radius="sm"
      // Never cut to 'IN…' when a narrow table squeezes the column.
      styles={{ root: { minWidth: 'max-content' }, label: { overflow: 'visible' } }}
    >
      {isActive ? 'Active' : 'Inactive'}
    </Badge>
  );
}
