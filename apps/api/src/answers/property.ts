import type { TPropertyIdentity, TPropertySummary } from '@harborstay/contracts';
import type { Property } from '@harborstay/db';

/*
 * A property's head as the contract answers it: in the property list and the Property Info (the
 * properties module) and for the property the onboarding creates.
 */

/** The 8 columns of a property's summary, as the property list reads them. */
type PropertySummaryColumns = Pick<
  Property,
  'id' | 'entityName' | 'streetAddress' | 'city' | 'state' | 'postalCode' | 'harborstayServices' | 'status'
>;

/** A property's summary from the columns the property list reads (any whole property has them too). */
export function toPropertySummary(property: PropertySummaryColumns): TPropertySummary {
  return {
    id: property.id,
    entity_name: property.entityName,
    street_address: property.streetAddress,
    city: property.city,
    state: property.state,
    postal_code: property.postalCode,
    harborstay_services: property.harborstayServices,
    status: property.status === 'completed' ? 'completed' : 'in progress',
  };
}

/** The summary and the country: the head of the Property Info and of the onboarding's created property. */
export function toPropertyIdentity(property: Property): TPropertyIdentity {
  return { ...toPropertySummary(property), country: property.country };
}
