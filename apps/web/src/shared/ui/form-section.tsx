import type { ReactNode } from 'react';
import { Paper, Stack, Title } from '@mantine/core';

/** A titled card of a long form (the owner profile, the first property). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
