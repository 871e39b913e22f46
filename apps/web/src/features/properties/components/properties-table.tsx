import { Anchor, Badge, Paper, Skeleton, Table, useMatches } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { messages, type TPropertySummary } from '@harborstay/contracts';
import { paths } from '../../../config/paths';
import { EmptyListNotice } from './empty-list-notice';

/** Active when the provider manages the property (harborstay_services), else Inactive. */
export function StatusBadge({ isActive }: { isActive: boolean }) {
  return (
    // Filled and outline rather than light: a light badge's small text fails WCAG contrast on its tint.
    <Badge
      color={isActive ? 'teal.9' : 'gray.7'}
      variant={isActive ? 'filled' : 'outline'}
      radius="sm"
      // Never cut to 'IN…' when a narrow table squeezes the column.
      styles={{ root: { minWidth: 'max-content' }, label: { overflow: 'visible' } }}
    >
      {isActive ? 'Active' : 'Inactive'}
    </Badge>
  );
}

type PropertiesTableProps = { properties: TPropertySummary[] | undefined; isLoading: boolean };

/**
 * The property selection table (spec section 2). A row opens the property's calendar; the
 * name is a real link, so the keyboard and screen readers reach it too.
 */
export function PropertiesTable({ properties, isLoading }: PropertiesTableProps) {
  const navigate = useNavigate();
  // Three columns must fit a phone: tighter cell padding there.
  const horizontalSpacing = useMatches({ base: 'xs', sm: 'lg' });
  if (!isLoading && properties?.length === 0) {
    return <EmptyListNotice>{messages.noProperties}</EmptyListNotice>;
  }
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      <Table
        highlightOnHover
        verticalSpacing="md"
        horizontalSpacing={horizontalSpacing}
        aria-label="Your properties"
      >
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th>Property</Table.Th>
            <Table.Th>Address</Table.Th>
            <Table.Th w={1}>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {isLoading || !properties
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
                const href = paths.owner.propertyCalendar.href(property.id);
                return (
                  <Table.Tr key={property.id} onClick={() => navigate(href)} style={{ cursor: 'pointer' }}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={href}
                        fw={600}
                        // The row navigates too; one navigation is enough.
                        onClick={(event) => event.stopPropagation()}
                      >
                        {property.entity_name}
                      </Anchor>
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
