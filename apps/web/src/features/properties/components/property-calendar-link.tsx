import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { TPropertySummary } from '@harborstay/contracts';
import { paths } from '../../../config/paths';

/** Where a property's row or card leads: its calendar (spec section 2). */
export const propertyCalendarHref = (property: TPropertySummary) =>
  paths.owner.propertyCalendar.href(property.id);

/**
 * The property's name as a real link, so the keyboard and screen readers reach the calendar, inside
 * a row or card that navigates on click too.
 */
export function PropertyCalendarLink({ property }: { property: TPropertySummary }) {
  return (
    <Anchor
      component={Link}
      to={propertyCalendarHref(property)}
      fw={600}
      // 44 px high on a phone (app/global.css): the card's title is a control of its own.
      data-hit-area="link"
      // The row or card around it navigates too; one navigation is enough.
      onClick={(event) => event.stopPropagation()}
    >
      {property.entity_name}
    </Anchor>
  );
}
