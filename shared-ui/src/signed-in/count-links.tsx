// A person's own numbers (my page, the expert's page), each a link to its list. The boxes are drawn
// at once, with their final size, and become links when the numbers arrive, so nothing below them
// moves then (and no link is there before it says its number).
import { Paper, SimpleGrid, Text, HeldPlace, RouterAnchor } from '@hiroba/shared-ui';

export interface CountLink {
  label: string;
  to: string;
  /** Undefined while unknown. */
  total?: number;
}

export function CountLinks({ items }: { items: CountLink[] }) {
  return (
    <section aria-label="あなたの記録">
      {/* A grid, not a wrapping row: a number's width never moves a box to another line. */}
      <SimpleGrid cols={{ base: 1, sm: items.length }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((item) => (
          <Paper component="li" key={item.to} withBorder p="sm" radius="md">
            {item.total === undefined ? (
              <Text component="span" fw={700}>
                {item.label}
                <HeldPlace>：0件</HeldPlace>
              </Text>
            ) : (
              <RouterAnchor to={item.to} fw={700}>{`${item.label}：${item.total}件`}</RouterAnchor>
            )}
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
