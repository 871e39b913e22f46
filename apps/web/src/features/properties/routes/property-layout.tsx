import { useEffect } from 'react';
import { Stack } from '@mantine/core';
import { Navigate, Outlet, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../shared/api/api-client';
import { usePropertyFinancials } from '../api/get-property-financials';
import { usePropertyInfo } from '../api/get-property-info';
import { PropertyHeaderBar } from '../components/property-header-bar';
import { PropertySubNav } from '../components/property-sub-nav';
import { parsePropertyId, rememberCurrentProperty } from '../../../shared/property/current-property';

/** The property lookup answers 406 for a property that is not the owner's (spec section 4). */
const NOT_THE_OWNERS = new Set([404, 406]);

/**
 * The frame of the four property pages: header bar, sub-navigation and the page. A property
 * that is not the owner's (or an id that cannot be one) sends the owner to the dashboard.
 */
export function PropertyLayout() {
  const propertyId = parsePropertyId(useParams().id);
  const property = usePropertyInfo(propertyId);
  const financials = usePropertyFinancials(propertyId);

  useEffect(() => {
    if (property.data) rememberCurrentProperty(property.data.id);
  }, [property.data]);

  const isForeign = property.error instanceof ApiError && NOT_THE_OWNERS.has(property.error.status);
  if (propertyId === null || isForeign) return <Navigate to={paths.owner.dashboard.href()} replace />;

  return (
    <Stack gap="lg">
      {/* A failed lookup leaves no header bar: the page below says what failed and offers Retry. */}
      {!property.isError && (
        <PropertyHeaderBar
          property={property.data}
          financials={financials.data}
          isFinancialsLoading={financials.isPending}
        />
      )}
      <PropertySubNav propertyId={propertyId} />
      <Outlet />
    </Stack>
  );
}
