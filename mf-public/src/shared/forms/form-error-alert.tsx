import { Alert } from '@hiroba/shared-ui';

/** Errors that belong to no single field (wrong password, network down), read out when they appear. */
export function FormErrorAlert({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert color="red" title="送信できませんでした" role="alert">
      {messages.map((m) => (
        <div key={m}>{m}</div>
      ))}
    </Alert>
  );
}
