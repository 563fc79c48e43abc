import { useEffect, useRef } from 'react';
import { Alert, RouterAnchor, Text } from '@hiroba/shared-ui';

interface Props {
  title: string;
  text: string;
  /** Where to go next. */
  next: { to: string; label: string };
  /** false when something above must be heard first (the crisis panel takes the focus). */
  takeFocus?: boolean;
}

/**
 * What a finished step says (a message sent, a password reset), with the way on. It appears where
 * the form was, under the person's focus, so it takes the focus and a screen reader reads it.
 */
export function DoneNotice({ title, text, next, takeFocus = true }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus]);
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
