import type { PublishStatus } from '@hiroba/api-client';
import { Group, Radio } from '@hiroba/shared-ui';
import { PUBLISH_STATUSES } from '@hiroba/contract/fields';
import { PUBLISH_STATUS_LABEL } from '../lib/labels';

interface Props {
  value: PublishStatus;
  onChange: (value: PublishStatus) => void;
  error?: string | null;
}

/** 状態: two radio buttons (公開 / 下書き), simpler to hear and to tap than a drop-down. */
export function PublishStatusField({ value, onChange, error }: Props) {
  return (
    <Radio.Group
      label="状態"
      description="「公開」にすると、サイトを見る人に表示されます。"
      withAsterisk
      value={value}
      onChange={(next) => onChange(next as PublishStatus)}
      error={error}
    >
      <Group mt="xs">
        {PUBLISH_STATUSES.map((status) => (
          <Radio key={status} value={status} label={PUBLISH_STATUS_LABEL[status]} />
        ))}
      </Group>
    </Radio.Group>
  );
}
