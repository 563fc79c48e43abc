// One column in a person's favorites: category, title (a link to the article), lead, dates and
// counts, and room for the お気に入り toggle.
import type { ColumnSummary } from '@hiroba/api-client';
import type { ReactNode } from 'react';
import { Badge, Card, DateText, Group, RouterAnchor, Stack, Text, pagePath } from '@hiroba/shared-ui';

/** The title link's id, so a row's buttons can name their column (aria-describedby). */
export const columnTitleId = (id: number) => `column-${id}-title`;

export function ColumnListItem({ column, children }: { column: ColumnSummary; children?: ReactNode }) {
  return (
    <Card component="li" withBorder padding="md" radius="md">
      <Stack gap="xs">
        {column.category && (
          <Group gap="xs">
            <Badge variant="outline" color="gray">
              {column.category.title}
            </Badge>
          </Group>
        )}
        <RouterAnchor to={pagePath('column-detail', { id: column.id })} fw={700} size="lg" id={columnTitleId(column.id)}>
          {column.title}
        </RouterAnchor>
        <Text size="sm">{column.excerpt}</Text>
        <Text size="sm" c="dimmed">
          {column.published_at && (
            <>
              公開日 <DateText value={column.published_at} />　
            </>
          )}
          お気に入り {column.favorite_counts}　閲覧 {column.view_counts}
        </Text>
        {children && <Group gap="sm">{children}</Group>}
      </Stack>
    </Card>
  );
}
