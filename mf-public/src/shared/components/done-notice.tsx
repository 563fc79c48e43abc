import type { Ref } from 'react';
import { Alert, RouterAnchor, Text } from '@hiroba/shared-ui';

interface Props {
  /** The page moves focus here when the step is done, so a screen reader reads what happened. */
  ref: Ref<HTMLDivElement>;
  title: string;
  text: string;
  /** Where to go next. */
  next: { to: string; label: string };
}

/** What a finished step says (a message sent, a password reset), with the way on. */
export function DoneNotice({ ref, title, text, next }: Props) {
  return (
    <div ref={ref} tabIndex={-1}>
      <Alert color="green" title={title}>
        <Text>{text}</Text>
        <Text mt="sm">
          <RouterAnchor to={next.to}>{next.label}</RouterAnchor>
        </Text>
      </Alert>
    </div>
  );
}
