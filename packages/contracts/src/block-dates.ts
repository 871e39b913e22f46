/**
 * One vocabulary for a block's dates wherever they are shown: the selection, the panel, the
 * confirmation, the e-mails, the calendar feed and the operations e-mail (issue 43, item 6). A
 * block holds the nights [start_date, end_date): its first night, and the day it is free again.
 */
export const BLOCK_DATE_LABELS = {
  firstNight: 'First night',
  freeAgain: 'Free again',
} as const;
