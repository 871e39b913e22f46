import { Avatar, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { messages, type TOwnerCoOwnersList } from '@harborstay/contracts';
import { EmptyListNotice } from '../../../shared/ui/empty-list-notice';

type CoOwnerCard = { userId: number; name: string; initials: string; properties: string[] };

/** One card per other owner, with the caller's properties they share. */
export function toCoOwnerCards(list: TOwnerCoOwnersList): CoOwnerCard[] {
  const cards = new Map<number, CoOwnerCard>();
  for (const profile of list) {
    for (const property of profile.co_owners_data) {
      for (const owner of property.owners) {
        const card = cards.get(owner.user_id) ?? {
          userId: owner.user_id,
          name: `${owner.first_name} ${owner.last_name}`.trim(),
          initials: `${owner.first_name.charAt(0)}${owner.last_name.charAt(0)}`.toUpperCase(),
          properties: [],
        };
        if (!card.properties.includes(property.entity_name)) card.properties.push(property.entity_name);
        cards.set(owner.user_id, card);
      }
    }
  }
  return [...cards.values()];
}

export function CoOwnerCards({
  list,
  isLoading,
}: {
  list: TOwnerCoOwnersList | undefined;
  isLoading: boolean;
}) {
  if (isLoading || !list) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }}>
        <Skeleton h={96} radius="lg" />
        <Skeleton h={96} radius="lg" />
      </SimpleGrid>
    );
  }
  const cards = toCoOwnerCards(list);
  if (cards.length === 0) {
    return <EmptyListNotice>{messages.noCoOwners}</EmptyListNotice>;
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {cards.map((card) => (
        <Card key={card.userId} component="li" withBorder radius="lg" padding="lg">
          <Group wrap="nowrap" align="flex-start">
            <Avatar color="harbor" radius="xl" size="lg" aria-hidden>
              {card.initials}
            </Avatar>
            <Stack gap={2}>
              <Text fw={600} fz="lg">
                {card.name}
              </Text>
              <Text c="dimmed" fz="sm">
                Co-owner of {card.properties.join(', ')}
              </Text>
            </Stack>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
