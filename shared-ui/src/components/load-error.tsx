// A page's data could not be loaded: say why in Japanese and offer to try again.
import { Alert, Button, Text } from '../mantine';
import { errorMessage } from '../error-message';

export interface LoadErrorProps {
  error: unknown;
  onRetry(): void;
  /** What could not be loaded, e.g. タグ (the title then says タグを読み込めませんでした). */
  what?: string;
}

export function LoadError({ error, onRetry, what }: LoadErrorProps) {
  return (
    <Alert color="red" title={`${what ? `${what}を` : ''}読み込めませんでした`} role="alert">
      <Text style={{ whiteSpace: 'pre-wrap' }}>{errorMessage(error)}</Text>
      <Button mt="sm" variant="outline" onClick={onRetry}>
        もう一度読み込む
      </Button>
    </Alert>
  );
}
