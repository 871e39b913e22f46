import { useState } from 'react';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendarShare } from '@tabler/icons-react';
import { CalendarFeedDialog } from './calendar-feed-dialog';

/** "Add to my calendar" beside the calendar page's title: the property's feed in the owner's own calendar app. */
export function CalendarFeedButton({ propertyId }: { propertyId: number }) {
  const [isOpen, { open, close }] = useDisclosure(false);
  // The dialog joins the page when first opened, not with its first render; it stays for its
  // closing transition and any later opening.
  const [wasOpened, setWasOpened] = useState(false);
  if (isOpen && !wasOpened) setWasOpened(true);
  return (
    <>
      <Button variant="light" leftSection={<IconCalendarShare size={18} aria-hidden />} onClick={open}>
        Add to my calendar
      </Button>
      {wasOpened && <CalendarFeedDialog propertyId={propertyId} isOpen={isOpen} onClose={close} />}
    </>
  );
}
