import { messages, type TPropertySummary } from '@harborstay/contracts';
import { EmptyListNotice } from '../../../shared/ui/empty-list-notice';
import { useIsBelow } from '../../../shared/ui/use-is-below';
import { PropertiesTable } from './properties-table';
import { PropertyCards } from './property-cards';

/**
 * The owner's properties (undefined while they load): cards on a phone, a table from tablet width
 * up, or the spec's empty text.
 */
export function PropertiesList({ properties }: { properties: TPropertySummary[] | undefined }) {
  const isPhone = useIsBelow('sm');
  if (properties?.length === 0) return <EmptyListNotice>{messages.noProperties}</EmptyListNotice>;
  return isPhone ? <PropertyCards properties={properties} /> : <PropertiesTable properties={properties} />;
}
