import type { ReactNode } from 'react';
import { Button, Drawer, Group, Paper, Text } from '@mantine/core';
import type { IsoDate } from '@harborstay/domain';
import { formatOrdinalDate } from '../../../shared/format/dates';
import classes from './calendar.module.css';

/**
 * The reservation panel on a phone (decision 0062): a sheet that rises from the bottom once a
 * range is whole or a booking is opened, so that what was picked is in view at once (issue 26
 * point 6). Below the months a bar says what to do next, and opens the sheet for one day (a
 * block of one day) or again after it was closed.
 */
export function ReservationSheet({
  isOpen,
  selection,
  onOpen,
  onClose,
  children,
}: {
  isOpen: boolean;
  selection: { first: IsoDate; last: IsoDate } | null;
  onOpen: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <>
      {/* Keeps the last weeks above the bar. */}
      <div className={classes.sheetBarSpace} aria-hidden />
      <Paper className={classes.sheetBar} shadow="md" p="sm" data-testid="sheet-bar">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm">
            {selection
              ? selection.first === selection.last
                ? `${formatOrdinalDate(selection.first)}: tap the last day`
                : `${formatOrdinalDate(selection.first)} to ${formatOrdinalDate(selection.last)}`
              : 'Tap a first and a last day, or a booking'}
          </Text>
          <Button size="xs" onClick={onOpen} style={{ flex: 'none' }}>
            {selection ? 'Continue' : 'Book or block'}
          </Button>
        </Group>
      </Paper>
      {/* Closed by a press on the overlay, not a click: the click a browser sends after the tap
          that opened the sheet lands on the overlay and would close it at once. */}
      <Drawer.Root
        opened={isOpen}
        onClose={onClose}
        position="bottom"
        size="auto"
        closeOnClickOutside={false}
      >
        <Drawer.Overlay onPointerDown={onClose} />
        <Drawer.Content aria-label="Reservation" className={classes.sheet}>
          <Drawer.Body p={0}>{children}</Drawer.Body>
        </Drawer.Content>
      </Drawer.Root>
    </>
  );
}
