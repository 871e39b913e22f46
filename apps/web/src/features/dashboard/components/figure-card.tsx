import { memo, type ReactNode } from 'react';
import { Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { ExplanationTip } from '../../../shared/ui/explanation-tip';

type FigureCardProps = {
  label: string;
  /** The figure; undefined while it loads (a skeleton of the same height stands in). */
  value: string | undefined;
  explanation: string;
  note?: ReactNode;
  testId?: string;
  /** Shown in place of the figure when there is nothing to count, such as a month without check-ins. */
  emptyText?: string;
};

/**
 * One figure of the dashboard in a card, with a tooltip saying exactly how it is computed,
 * reachable by keyboard and touch and read by screen readers as the figure's description.
 */
export const FigureCard = memo(function FigureCard({
  label,
  value,
  explanation,
  note,
  testId,
  emptyText,
}: FigureCardProps) {
  return (
    <Paper withBorder radius="lg" p="md" h="100%">
      <Stack gap={6}>
        <Group gap={4} wrap="nowrap" justify="space-between" align="flex-start">
          <Text fz="xs" fw={700} tt="uppercase" c="dimmed" lts={0.4}>
            {label}
          </Text>
          <ExplanationTip label={label} explanation={explanation} />
        </Group>
        {value === undefined ? (
          <Skeleton h={34} w="60%" my={1} />
        ) : emptyText ? (
          // The figure's line height, so that the card keeps its size.
          <Text fz="md" fw={600} lh="36px" c="dimmed" data-testid={testId}>
            {emptyText}
          </Text>
        ) : (
          <Text fz={28} fw={700} lh="36px" c="harbor.9" data-testid={testId}>
            {value}
          </Text>
        )}
        {note && (
          <Text fz="sm" c="dimmed" lh="20px">
            {note}
          </Text>
        )}
      </Stack>
    </Paper>
  );
});
