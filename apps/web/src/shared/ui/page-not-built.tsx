import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useDocumentTitle } from './use-document-title';

/** A route that exists but whose page is still being built says so plainly. */
export function PageNotBuilt({ title, intro }: { title: string; intro?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={28}>
          {title}
        </Title>
        {intro}
      </Stack>
      <Paper withBorder p="xl" radius="lg">
        <Stack align="center" gap="xs" py="lg">
          <IconTools size={36} stroke={1.4} aria-hidden color="var(--mantine-color-harbor-7)" />
          <Text fw={600}>This page is not built yet.</Text>
          <Text c="dimmed" ta="center" maw={420}>
            It is on its way. Until then, your account manager can answer any question about it.
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
