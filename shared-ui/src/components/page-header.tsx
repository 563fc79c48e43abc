import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useStaticRuby } from '../readings/use-static-ruby';

/** The id of every page's h1: the shell moves focus here after a route change. */
export const PAGE_HEADING_ID = 'page-heading';

export interface PageHeaderProps {
  title: ReactNode;
  /** One or two sentences under the heading. */
  lead?: ReactNode;
  /** Actions or extra content under the lead (e.g. a 質問する button). */
  children?: ReactNode;
}

/** The page's one h1, with an optional lead (both read first by 読み上げる: reading-aids/page-text.ts). */
export function PageHeader({ title, lead, children }: PageHeaderProps) {
  // Fixed titles and leads get ふりがな while it is on; a title with its own ruby (a question's) keeps it.
  const ruby = useStaticRuby();
  return (
    <Stack gap="xs" mb="lg" component="header" className="hiroba-page-header">
      <Title order={1} id={PAGE_HEADING_ID} tabIndex={-1}>
        {ruby ? ruby(title) : title}
      </Title>
      {lead ? (
        <Text size="lg">{ruby ? ruby(lead) : lead}</Text>
      ) : null}
      {children}
    </Stack>
  );
}
