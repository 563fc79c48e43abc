// Adding or editing a help line in a dialog: name, number (digits and hyphens, dialled as written),
// hours, note, place, and the day it was last checked (「今日確認した」 fills in today in Japan).
// The server's refusals land beside their fields; the dialog closes on a save.
import { api, type HelpLine, type HelpLineBody } from '@hiroba/api-client';
import { LIMITS } from '@hiroba/contract/fields';
import {
  Button,
  Form,
  FormErrorSummary,
  Group,
  Modal,
  Stack,
  Text,
  TextInput,
  Textarea,
  maxChars,
  requiredText,
  snackbar,
  useForm,
  useSubmitErrors,
} from '@hiroba/shared-ui';
import { SortOrderField, sortOrderRule } from '../../../shared/components/sort-order-field';
import { todayInJapan } from '../lib/today-in-japan';

interface Values {
  name: string;
  number: string;
  hours: string;
  note: string;
  sort_order: string;
  checked_on: string;
}

const NUMBER_PATTERN = /^[0-9][0-9-]*[0-9]$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function valuesOf(line: HelpLine | null): Values {
  return {
    name: line?.name ?? '',
    number: line?.number ?? '',
    hours: line?.hours ?? '',
    note: line?.note ?? '',
    sort_order: line ? String(line.sort_order) : '',
    checked_on: line?.checked_on ?? todayInJapan(),
  };
}

function bodyOf(values: Values): HelpLineBody {
  return {
    name: values.name.trim(),
    number: values.number.trim(),
    hours: values.hours.trim() || null,
    note: values.note.trim() || null,
    ...(values.sort_order !== '' && { sort_order: Number(values.sort_order) }),
    checked_on: values.checked_on,
  };
}

interface Props {
  opened: boolean;
  /** The line edited; null adds one. */
  line: HelpLine | null;
  onClose(): void;
}

export function HelpLineFormDialog({ opened, line, onClose }: Props) {
  const title = line ? `「${line.name}」を編集する` : '相談窓口を追加する';
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="lg">
      {/* Drawn anew on each opening, so the form starts from the line shown. */}
      {opened && <HelpLineForm key={line?.id ?? 'new'} line={line} title={title} onDone={onClose} />}
    </Modal>
  );
}

function HelpLineForm({ line, title, onDone }: { line: HelpLine | null; title: string; onDone(): void }) {
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: valuesOf(line),
    validate: {
      name: requiredText('名前', LIMITS.helpLine.name),
      number: (value) =>
        requiredText('電話番号', LIMITS.helpLine.number)(value) ?? (NUMBER_PATTERN.test(value.trim()) ? null : '電話番号は数字とハイフンで入力してください。'),
      hours: maxChars('受付時間', LIMITS.helpLine.hours),
      note: maxChars('備考', LIMITS.helpLine.note),
      sort_order: sortOrderRule('並び順', 0),
      checked_on: (value) => (DATE_PATTERN.test(value) ? null : '最終確認日を入力してください。'),
    },
  });
  const errors = useSubmitErrors(form);

  const submit = errors.submit(async (values) => {
    const saved = line ? await api.helpLines.update(line.id, bodyOf(values)) : await api.helpLines.create(bodyOf(values));
    snackbar.show(`相談窓口「${saved.name}」を${line ? '更新' : '追加'}しました。`, 'success');
    onDone();
  });

  return (
    <Form onSubmit={submit} noValidate aria-label={title}>
      <Stack>
        <FormErrorSummary messages={errors.messages} title="保存できませんでした" />
        <Text size="sm">＊の付いた項目は必須です。</Text>
        <TextInput label="名前" required withAsterisk data-autofocus {...form.getInputProps('name')} />
        <TextInput label="電話番号" description="数字とハイフン（例：0570-064-556）。この番号に電話をかけるリンクになります。" required withAsterisk inputMode="tel" {...form.getInputProps('number')} />
        <TextInput label="受付時間" description="例：24時間、毎日 16時〜21時" {...form.getInputProps('hours')} />
        <Textarea label="備考" autosize minRows={2} {...form.getInputProps('note')} />
        <SortOrderField label="並び順" description="小さい順に表示します。空欄なら最後に加えます。" {...form.getInputProps('sort_order')} />
        <Group align="flex-end" gap="sm">
          <TextInput type="date" label="最終確認日" description="電話番号と受付時間を確かめた日" required withAsterisk w={220} {...form.getInputProps('checked_on')} />
          <Button variant="default" onClick={() => form.setFieldValue('checked_on', todayInJapan())}>
            今日確認した
          </Button>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={form.submitting}>
            やめる
          </Button>
          <Button type="submit" loading={form.submitting}>
            {line ? '変更を保存する' : '追加する'}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
