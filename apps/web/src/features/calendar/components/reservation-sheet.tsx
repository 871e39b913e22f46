import type { ReactNode } from 'react';
import { Button, Drawer, Group, Paper, Text } from '@mantine/core';
import { BLOCK_DATE_LABELS } from '@harborstay/contracts';
import { nightsBetween, type IsoDate } from '@harborstay/domain';
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
      <Paper
        className={`${classes.sheetBar} ${classes.touchTargets}`}
        shadow="md"
        px="sm"
        py={6}
        data-testid="sheet-bar"
      >
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <SelectionText selection={selection} />
          <Button size="sm" onClick={onOpen} style={{ flex: 'none' }}>
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
        {/* Its class on the content alone: a className goes to the full-height inner box too, whose
            height it capped, so the sheet hung above the screen's bottom edge (issue 43, item 7). */}
        <Drawer.Content
          aria-label="Reservation"
          classNames={{ content: `${classes.sheet} ${classes.touchTargets}` }}
        >
          <Drawer.Body p={0}>{children}</Drawer.Body>
        </Drawer.Content>
      </Drawer.Root>
    </>
  );
}

/**
 * What was picked, in the words of a block's dates everywhere (issue 43, item 6): its first night
 * and the day it is free again, which is a stay's check-out day.
 */
function SelectionText({ selection }: { selection: { first: IsoDate; last: IsoDate } | null }) {
  if (!selection) return <Text size="sm">Tap a first night and the day it is free again, or a booking</Text>;
  // Two short lines beside the button: the size of the sheet bar's other text would wrap to three.
  const first = `${BLOCK_DATE_LABELS.firstNight} ${formatOrdinalDate(selection.first)}`;
  if (selection.first === selection.last) {
    return (
      <Text size="xs" lh={1.35}>
        {first}
        <br />
        Tap the day it is free again
      </Text>
    );
  }
  const nights = nightsBetween(selection.first, selection.last);
  return (
    <Text size="xs" lh={1.35}>
      {first}
      <br />
      {BLOCK_DATE_LABELS.freeAgain} {formatOrdinalDate(selection.last)} · {nights}{' '}
      {nights === 1 ? 'night' : 'nights'}
    </Text>
  );
}
