import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The id of every page's h1: the shell moves focus here after a route change. */
export const PAGE_HEADING_ID = 'page-heading';

export interface PageHeaderProps {
  title: ReactNode;
  /** One or two sentences under the heading. */
  lead?: ReactNode;
  /** Actions or extra content under the lead (e.g. a 質問する button). */
  children?: ReactNode;
  /** The title and lead are read by 読み上げる (docs/reading-aids.md#reading-aloud). */
  readAloud?: boolean;
}

/** The page's one h1, with an optional lead. */
export function PageHeader({ title, lead, children, readAloud = false }: PageHeaderProps) {
  const read = readAloud ? { 'data-read-aloud': '' } : {};
  return (
    <Stack gap="xs" mb="lg" component="header" className="hiroba-page-header">
      <Title order={1} id={PAGE_HEADING_ID} tabIndex={-1} {...read}>
        {title}
      </Title>
      {lead ? (
        <Text size="lg" {...read}>
          {lead}
        </Text>
      ) : null}
      {children}
    </Stack>
  );
}
