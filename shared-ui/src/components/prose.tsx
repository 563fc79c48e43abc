import { Typography } from '@mantine/core';
import type { ReactNode } from 'react';
import { StaticRuby } from './static-ruby';

export interface ProseProps {
  /** Plain HTML elements: h2, h3, p, ul/ol, dl, table, a. */
  children: ReactNode;
}

/**
 * Long information and legal text (terms, privacy policy, 特定商取引法): readable line length and
 * spacing, headings that structure the page. The page's h1 comes from PageHeader, so start at h2.
 * Its text gets ふりがな while it is on (StaticRuby).
 */
export function Prose({ children }: ProseProps) {
  return (
    <Typography className="hiroba-prose" component="div">
      <StaticRuby>{children}</StaticRuby>
    </Typography>
  );
}
