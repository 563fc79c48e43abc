import type { ColumnStatus } from '@hiroba/api-client';
import { COLUMN_STATUS_LABELS } from '@hiroba/contract/fields';
import { Group, Radio, Stack, TextInput, type UseFormReturnType } from '@hiroba/shared-ui';
import type { ColumnFormValues } from '../lib/column-form-values';

const HINTS: Record<ColumnStatus, string> = {
  draft: '管理者だけが見られます。公開中のコラムを下書きにすると、公開をやめます。',
  published: '保存すると、すぐにサイトに表示されます。',
  scheduled: '指定した日時になると、自動で公開されます。',
};

/** 公開設定: three radio buttons, and the date and time when the column is scheduled. */
export function PublicationField({ form }: { form: UseFormReturnType<ColumnFormValues> }) {
  const value = form.values.status;
  return (
    <Stack gap="sm">
      <Radio.Group label="公開設定" description={HINTS[value]} withAsterisk value={value} onChange={(next) => form.setFieldValue('status', next as ColumnStatus)}>
        <Group mt="xs">
          {(['draft', 'published', 'scheduled'] as const).map((status) => (
            <Radio key={status} value={status} label={COLUMN_STATUS_LABELS[status]} />
          ))}
        </Group>
      </Radio.Group>
      {value === 'scheduled' && (
        <TextInput
          type="datetime-local"
          label="公開日時"
          description="日本時間で入力します。"
          required
          withAsterisk
          w={260}
          {...form.getInputProps('publish_at')}
        />
      )}
    </Stack>
  );
}
