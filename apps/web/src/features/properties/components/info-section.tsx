import type { ReactNode } from 'react';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { NO_DATA, NO_OPTION } from '../lib/format';

type InfoSectionProps = { title: string; intro?: ReactNode; children: ReactNode };

/** A titled card of the Property Info page. */
export function InfoSection({ title, intro, children }: InfoSectionProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz={20}>
            {title}
          </Title>
          {intro}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

export type InfoItem = { label: string; value: string };

/** Read-only label and value pairs, as a description list. */
export function InfoList({ items, title }: { items: readonly InfoItem[]; title?: string }) {
  return (
    <Stack gap="sm">
      {title && (
        <Title order={3} fz={16} c="harbor.9">
          {title}
        </Title>
      )}
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" verticalSpacing="md" m={0}>
        {items.map((item) => {
          const isMissing = item.value === NO_DATA || item.value === NO_OPTION;
          return (
            <div key={item.label}>
              <Text component="dt" fz="sm" c="dimmed">
                {item.label}
              </Text>
              <Text component="dd" m={0} fw={isMissing ? 400 : 500} fs={isMissing ? 'italic' : undefined}>
                {item.value}
              </Text>
            </div>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
