import type { ReactNode } from 'react';
import { Box, SimpleGrid, Text } from '@mantine/core';

/**
 * A table row's cells as a phone card shows them: each value under its column's name, in a
 * description list of `cols` columns, so nothing sits off to the side of a narrow screen.
 */
export function CardFields({ cols, children }: { cols: number; children: ReactNode }) {
  return (
    <SimpleGrid component="dl" cols={cols} spacing="sm" verticalSpacing="xs" m={0}>
      {children}
    </SimpleGrid>
  );
}

export function CardField({
  label,
  children,
  isDimmed = false,
  isStrong = false,
}: {
  label: string;
  children: ReactNode;
  /** A cell without data ('No data'). */
  isDimmed?: boolean;
  /** A figure the card is read for (money). */
  isStrong?: boolean;
}) {
  return (
    <Box style={{ minWidth: 0 }}>
      <Text component="dt" fz="xs" c="dimmed" lh={1.3}>
        {label}
      </Text>
      <Text
        component="dd"
        m={0}
        fz="sm"
        fw={isStrong ? 700 : undefined}
        c={isDimmed ? 'dimmed' : undefined}
        style={{ overflowWrap: 'anywhere' }}
      >
        {children}
      </Text>
    </Box>
  );
}
