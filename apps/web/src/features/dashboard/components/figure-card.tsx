import { useId, type ReactNode } from 'react';
import { ActionIcon, Group, Paper, Skeleton, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

type FigureCardProps = {
  label: string;
  /** The figure; undefined while it loads (a skeleton of the same height stands in). */
  value: string | undefined;
  explanation: string;
  note?: ReactNode;
  testId?: string;
};

/**
 * One figure of the dashboard in a card, with a tooltip saying exactly how it is computed,
 * reachable by keyboard and touch and read by screen readers as the figure's description.
 */
export function FigureCard({ label, value, explanation, note, testId }: FigureCardProps) {
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
}

/**
 * The (i) beside a figure's name: a tooltip saying exactly how the figure is computed, reachable
 * by keyboard and touch, and read by screen readers as the button's description.
 */
export function ExplanationTip({ label, explanation }: { label: string; explanation: string }) {
  const explanationId = useId();
  return (
    <>
      <Tooltip
        label={explanation}
        multiline
        w={280}
        withArrow
        events={{ hover: true, focus: true, touch: true }}
      >
        <ActionIcon
          variant="subtle"
          color="gray.7"
          size="sm"
          aria-label={`About ${label}`}
          aria-describedby={explanationId}
        >
          <IconInfoCircle size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <VisuallyHidden id={explanationId}>{explanation}</VisuallyHidden>
    </>
  );
}
