// The crisis panel (docs/moderation.md#crisis-help): shown first on a page after a write whose words
// show its writer may be in danger (the answer's crisis_help), and above a search's results. Calm
// words, then the help lines as tel: links. shared-ui calls no API itself, so the page passes `load`.
import { useEffect, useId, useRef } from 'react';
import type { HelpLine } from '@hiroba/api-client';
import { CRISIS_HELP_HEADING } from '@hiroba/contract/fields';
import { Anchor, List, Paper, Text, Title } from '@mantine/core';
import { usePageData } from '../hooks/use-page-data';

/** The attribute the shell's route-change focus looks for before the page's h1 (route-change-focus.tsx). */
export const FOCUS_FIRST_ATTRIBUTE = 'data-focus-first';

export interface CrisisHelpProps {
  /** The help lines in their order (api.helpLines.list({ per: 'all' })). */
  load(signal: AbortSignal): Promise<HelpLine[]>;
  /**
   * Focus goes to the heading when the panel appears and whenever this changes (another write that
   * called for it); leave it out where the panel only stands above results (the search page).
   */
  focusKey?: number;
}

/** A navigation's state after a write whose answer asked for the crisis panel (an edited question → its page). */
export interface CrisisHelpState {
  crisisHelp?: boolean;
}

/** What a tel: link dials: the digits only. */
function telHref(number: string): string {
  return `tel:${number.replace(/[^0-9]/g, '')}`;
}

export function CrisisHelp({ load, focusKey }: CrisisHelpProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data } = usePageData((signal) => load(signal), []);
  const takesFocus = focusKey !== undefined;
  useEffect(() => {
    if (takesFocus) headingRef.current?.focus();
  }, [takesFocus, focusKey]);

  return (
    <Paper component="section" role="region" aria-labelledby={headingId} withBorder p="md" mb="lg" className="hiroba-crisis-help">
      <Title order={2} size="h3" id={headingId} ref={headingRef} tabIndex={-1} mb="xs" {...(takesFocus ? { [FOCUS_FIRST_ATTRIBUTE]: '' } : {})}>
        {CRISIS_HELP_HEADING}
      </Title>
      <Text mb="sm">つらい気持ちを話せる窓口があります。電話をかけると、相談員が話を聞いてくれます。</Text>
      {data && data.length > 0 && (
        <List spacing="xs" listStyleType="none" pl={0}>
          {data.map((line) => (
            <List.Item key={line.id}>
              <Anchor href={telHref(line.number)} fw={700}>
                {line.name}：{line.number}
              </Anchor>
              {line.hours && <Text size="sm">受付：{line.hours}</Text>}
              {line.note && <Text size="sm">{line.note}</Text>}
            </List.Item>
          ))}
        </List>
      )}
      <Text size="sm" mt="sm">
        命の危険があるときは、119番（救急）または110番（警察）に電話してください。
      </Text>
    </Paper>
  );
}
