import { Alert, Button, Group, Text } from '@mantine/core';
import type { FormDraft } from './use-form-draft';

export interface DraftOfferProps {
  draft: Pick<FormDraft, 'offered' | 'restore' | 'discard'>;
}

/**
 * The copy of a form kept on this device, offered back (復元する) or dropped (破棄する). An alert, so
 * it is announced when it appears; it takes no focus, so someone already typing goes on undisturbed.
 */
export function DraftOffer({ draft }: DraftOfferProps) {
  if (!draft.offered) return null;
  return (
    <Alert color="yellow" title="保存していない下書きがあります">
      <Text mb="sm">{new Date(draft.offered.keptAt).toLocaleString('ja-JP')} にこの端末に残した内容です。復元しますか？</Text>
      <Group>
        <Button onClick={draft.restore}>復元する</Button>
        <Button variant="outline" onClick={draft.discard}>
          破棄する
        </Button>
      </Group>
    </Alert>
  );
}
