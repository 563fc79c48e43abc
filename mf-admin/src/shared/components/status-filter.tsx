import type { PublishStatus } from '@hiroba/api-client';
import { NativeSelect } from '@hiroba/shared-ui';
import { PUBLISH_STATUSES } from '@hiroba/contract/fields';
import { PUBLISH_STATUS_LABEL } from '../lib/labels';

interface Props {
  value: PublishStatus | undefined;
  onChange: (value: PublishStatus | undefined) => void;
}

const OPTIONS = [{ value: '', label: 'すべて' }, ...PUBLISH_STATUSES.map((s) => ({ value: s, label: PUBLISH_STATUS_LABEL[s] }))];

/** 状態で絞り込む: a native select, which every screen reader and phone handles well. */
export function StatusFilter({ value, onChange }: Props) {
  return (
    <NativeSelect
      label="状態で絞り込む"
      data={OPTIONS}
      value={value ?? ''}
      onChange={(event) => onChange((event.currentTarget.value || undefined) as PublishStatus | undefined)}
      w={200}
    />
  );
}
