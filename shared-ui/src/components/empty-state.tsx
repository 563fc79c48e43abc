import { Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ButtonLink } from './router-anchor';

export interface EmptyStateProps {
  message: ReactNode;
  /** A next step: a link `{ label, to }` or any element (e.g. a button). */
  action?: { label: string; to: string } | ReactNode;
}

function isLinkAction(action: EmptyStateProps['action']): action is { label: string; to: string } {
  return typeof action === 'object' && action !== null && 'to' in action && 'label' in action;
}

/** Says plainly that there is nothing here yet, and what to do next. */
export function EmptyState({ message, action }: EmptyStateProps) {
  return (
    <Paper withBorder p="xl" radius="md" className="hiroba-empty-state">
      <Stack align="center" gap="md">
        <Text ta="center">{message}</Text>
        {isLinkAction(action) ? (
          <ButtonLink to={action.to} variant="light">
            {action.label}
          </ButtonLink>
        ) : (
          action
        )}
      </Stack>
    </Paper>
  );
}
