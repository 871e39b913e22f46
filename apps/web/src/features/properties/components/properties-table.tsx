import { Paper, Skeleton, Table } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { TPropertySummary } from '@harborstay/contracts';
import { PropertyCalendarLink, propertyCalendarHref } from './property-calendar-link';
import { StatusBadge } from './status-badge';

/**
 * The property selection table (spec section 2) from tablet width up. A row opens the property's
 * calendar; the name is a real link, so the keyboard and screen readers reach it too.
 */
export function PropertiesTable({ properties }: { properties: TPropertySummary[] | undefined }) {
  const navigate = useNavigate();
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      <Table highlightOnHover verticalSpacing="md" horizontalSpacing="lg" aria-label="Your properties">
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th>Property</Table.Th>
            <Table.Th>Address</Table.Th>
            <Table.Th w={1}>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {!properties
            ? [0, 1, 2].map((row) => (
                <Table.Tr key={row}>
                  {[0, 1, 2].map((cell) => (
                    <Table.Td key={cell}>
                      <Skeleton h={16} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            : properties.map((property) => {
                const href = propertyCalendarHref(property);
                return (
                  <Table.Tr key={property.id} onClick={() => navigate(href)} style={{ cursor: 'pointer' }}>
                    <Table.Td>
                      <PropertyCalendarLink property={property} />
                    </Table.Td>
                    <Table.Td>{property.street_address}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <StatusBadge isActive={property.harborstay_services} />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
