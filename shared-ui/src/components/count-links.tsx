// A person's own numbers (my page, the expert's page), each a link to its list.
import { Group, Paper } from '@mantine/core';
import { RouterAnchor } from './router-anchor';

export interface CountLink {
  label: string;
  to: string;
  total: number;
}

export function CountLinks({ items }: { items: CountLink[] }) {
  return (
    <section aria-label="あなたの記録">
      <Group gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((item) => (
          <Paper component="li" key={item.to} withBorder p="sm" radius="md">
            <RouterAnchor to={item.to} fw={700}>{`${item.label}：${item.total}件`}</RouterAnchor>
          </Paper>
        ))}
      </Group>
    </section>
  );
}
