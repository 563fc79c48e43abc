import { Alert, List } from '@mantine/core';
import { useEffect, useRef } from 'react';

export interface FormErrorSummaryProps {
  /** Messages that belong to no single field (e.g. the rest from applyServerErrors). */
  messages: string[];
  title?: string;
}

/** Errors of a form as a whole: announced, and focused so keyboard users land on them. */
export function FormErrorSummary({ messages, title = '送信できませんでした' }: FormErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const key = messages.join('\n');
  useEffect(() => {
    if (key) ref.current?.focus();
  }, [key]);
  if (messages.length === 0) return null;
  return (
    <Alert ref={ref} tabIndex={-1} role="alert" color="red" title={title} mb="md">
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <List>
          {messages.map((m) => (
            <List.Item key={m}>{m}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
