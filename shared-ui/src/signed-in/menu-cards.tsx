// The menu of an area (my page, the expert's page): each part as a card with a link and a hint.
import { Card, SimpleGrid, Text, Title, RouterAnchor } from '@hiroba/shared-ui';
import { useId } from 'react';

export interface MenuCard {
  to: string;
  label: string;
  hint: string;
}

export function MenuCards({ items, title = 'メニュー' }: { items: MenuCard[]; title?: string }) {
  const titleId = useId();
  return (
    <nav aria-labelledby={titleId}>
      <Title order={2} id={titleId} size="h3" mb="md">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0 }}>
        {items.map((item) => (
          <li key={item.to}>
            <Card withBorder padding="md" radius="md" h="100%">
              <RouterAnchor to={item.to} fw={700} size="lg">
                {item.label}
              </RouterAnchor>
              <Text mt={4} size="sm">
                {item.hint}
              </Text>
            </Card>
          </li>
        ))}
      </SimpleGrid>
    </nav>
  );
}
