import { Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { TPropertySummary } from '@harborstay/contracts';
import { PropertyCalendarLink, propertyCalendarHref } from './property-calendar-link';
import { StatusBadge } from './status-badge';

/**
 * The property selection on a phone: one card a property, where a three-column table would wrap
 * each address over three or four lines. Like a table row, a card opens the property's calendar.
 */
export function PropertyCards({ properties }: { properties: TPropertySummary[] | undefined }) {
  const navigate = useNavigate();
  if (!properties) {
    return (
      <Stack gap="sm">
        {[0, 1, 2].map((card) => (
          <Skeleton key={card} h={76} radius="lg" />
        ))}
      </Stack>
    );
  }
  return (
    <Stack component="ul" aria-label="Your properties" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {properties.map((property) => {
        const href = propertyCalendarHref(property);
        return (
          <Card
            key={property.id}
            component="li"
            withBorder
            radius="lg"
            padding="md"
            onClick={() => navigate(href)}
            style={{ cursor: 'pointer' }}
          >
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Stack gap={2}>
                <PropertyCalendarLink property={property} />
                <Text fz="sm" c="dimmed">
                  {property.street_address}
                </Text>
              </Stack>
              <StatusBadge isActive={property.harborstay_services} />
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
