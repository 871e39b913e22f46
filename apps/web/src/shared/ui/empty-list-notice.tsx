import type { ReactNode } from 'react';
import { Paper, Text } from '@mantine/core';

/** What a list page shows instead of an empty list: the spec's sentence, in a card. */
export function EmptyListNotice({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="xl">
      <Text c="dimmed" ta="center">
        {children}
      </Text>
    </Paper>
  );
}
