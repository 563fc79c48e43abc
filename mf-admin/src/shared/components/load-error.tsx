import { isApiError } from '@hiroba/api-client';
import { Alert, Button, Text } from '@hiroba/shared-ui';

interface Props {
  /** What could not be loaded, e.g. タグ. */
  what: string;
  error: unknown;
  onRetry: () => void;
}

/** A failed load: what failed, the server's own words, and a way to try again. */
export function LoadError({ what, error, onRetry }: Props) {
  return (
    <Alert color="red" title={`${what}を読み込めませんでした`}>
      <Text mb="sm">{isApiError(error) ? error.message : '時間をおいて、もう一度お試しください。'}</Text>
      <Button variant="default" onClick={onRetry}>
        もう一度読み込む
      </Button>
    </Alert>
  );
}
