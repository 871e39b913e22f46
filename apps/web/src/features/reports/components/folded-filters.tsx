import { useId, useState, type ReactNode } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconChevronDown } from '@tabler/icons-react';

/**
 * The report's controls on a phone, folded behind one button that says what they are set to, so
 * that the first booking shows within the first screen (issue 43).
 */
export function FoldedFilters({ summary, children }: { summary: string; children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Stack gap="sm">
      <Button
        variant="default"
        size="lg"
        fullWidth
        justify="space-between"
        fw={600}
        leftSection={<IconAdjustmentsHorizontal size={20} aria-hidden />}
        rightSection={
          <IconChevronDown
            size={18}
            aria-hidden
            style={{ transform: isOpen ? 'rotate(180deg)' : undefined, transition: 'transform 150ms ease' }}
          />
        }
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen(!isOpen)}
        styles={{ label: { flexDirection: 'column', alignItems: 'flex-start', minWidth: 0 } }}
      >
        Filters
        <Text component="span" fz="xs" c="dimmed" fw={400} truncate="end" maw="100%">
          {summary}
        </Text>
      </Button>
      {isOpen && (
        <Stack id={panelId} gap="md">
          {children}
        </Stack>
      )}
    </Stack>
  );
}
