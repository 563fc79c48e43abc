import { Alert, Button, Text } from '@hiroba/shared-ui';

/** A failed read (network down, server busy): say so plainly and offer to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const message = error instanceof Error && error.message ? error.message : '情報を読み込めませんでした。';
  return (
    <Alert color="red" title="読み込めませんでした" role="alert">
      <Text>{message}</Text>
      <Button mt="sm" variant="outline" onClick={onRetry}>
        もう一度読み込む
      </Button>
    </Alert>
  );
}
