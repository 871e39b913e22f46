import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendarShare } from '@tabler/icons-react';
import { CalendarFeedDialog } from './calendar-feed-dialog';

/** "Add to my calendar" beside the calendar page's title: the property's feed in the owner's own calendar app. */
export function CalendarFeedButton({ propertyId }: { propertyId: number }) {
  const [isOpen, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="light" leftSection={<IconCalendarShare size={18} aria-hidden />} onClick={open}>
        Add to my calendar
      </Button>
      <CalendarFeedDialog propertyId={propertyId} isOpen={isOpen} onClose={close} />
    </>
  );
}
