import { Group, Radio, TextInput, Textarea, charCount, maxChars, pagePath, requiredText, usePageData, useForm, useSubmitErrors } from '@hiroba/shared-ui';
import { api, type Supporter, type SupporterBody } from '@hiroba/api-client';
import { RecordForm, useBackToList } from '../../../shared/components/record-form';
import { SortOrderField, sortOrderRule } from '../../../shared/components/sort-order-field';
import { FIELD_LABELS, LIMITS } from '@hiroba/contract/fields';

interface Props {
  /** The supporter being edited; without it the form adds a new one. */
  supporter?: Supporter;
}

// Form keys match the API's field names, so the server's field errors land beside the right field.
interface Values {
  name: string;
  course: string;
  message: string;
  sort_order: number | string;
  published: 'shown' | 'hidden';
}

const COURSES_LIST_ID = 'supporter-courses';
const LIST = pagePath('admin-supporters');

/** The courses already used, offered while typing so one course is not spelled two ways. */
function useCourseChoices(): string[] {
  const { data } = usePageData((signal) => api.crowdfundingSupporters.list({ status: 'all', per: 'all' }, { signal }), []);
  return [...new Set((data?.data ?? []).map((s) => s.course))];
}

/** お名前, コース, メッセージ, 並び順, 掲載. Saves through create/update, then returns to the list. */
export function SupporterForm({ supporter }: Props) {
  const backToList = useBackToList(LIST);
  const courses = useCourseChoices();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      name: supporter?.name ?? '',
      course: supporter?.course ?? '',
      message: supporter?.message ?? '',
      sort_order: supporter?.sort_order ?? '',
      // The list is of people who agreed to be named, so a new one is shown unless the admin says not yet.
      published: supporter && !supporter.published ? 'hidden' : 'shown',
    },
    validate: {
      name: requiredText(FIELD_LABELS.name, LIMITS.supporter.name),
      course: requiredText(FIELD_LABELS.course, LIMITS.supporter.course),
      message: maxChars(FIELD_LABELS.message, LIMITS.supporter.message),
      // Empty: last when new, where it is when edited.
      sort_order: sortOrderRule(FIELD_LABELS.sort_order, 1),
    },
  });
  const errors = useSubmitErrors(form);

  const submit = errors.submit(async (values) => {
    const place = values.sort_order === '' ? undefined : Number(values.sort_order);
    const body: SupporterBody = {
      name: values.name.trim(),
      course: values.course.trim(),
      message: values.message.trim() || null,
      published: values.published === 'shown',
      // Sent only when it asks for a move: the place is kept otherwise.
      ...(place === undefined || place === supporter?.sort_order ? {} : { sort_order: place }),
    };
    const saved = supporter ? await api.crowdfundingSupporters.update(supporter.id, body) : await api.crowdfundingSupporters.create(body);
    backToList(`支援者「${saved.name}」を${supporter ? '更新' : '追加'}しました。`);
  });

  return (
    <RecordForm onSubmit={submit} messages={errors.messages} submitting={form.submitting} submitLabel={supporter ? '変更を保存する' : '支援者を追加する'} listPath={LIST}>
      <TextInput
        label={FIELD_LABELS.name}
        description={`公開ページに表示するお名前です。ご本人が希望された表記のとおりに入力してください（「様」はページで付きます）。${LIMITS.supporter.name}文字まで`}
        required
        withAsterisk
        autoComplete="off"
        {...form.getInputProps('name')}
      />
      <TextInput
        label={FIELD_LABELS.course}
        description={`例：応援コース。同じコースの方は、公開ページで同じ見出しの下にまとまります。${LIMITS.supporter.course}文字まで`}
        required
        withAsterisk
        autoComplete="off"
        list={courses.length ? COURSES_LIST_ID : undefined}
        {...form.getInputProps('course')}
      />
      {courses.length > 0 && (
        <datalist id={COURSES_LIST_ID}>
          {courses.map((course) => (
            <option key={course} value={course} />
          ))}
        </datalist>
      )}
      <Textarea
        label={`${FIELD_LABELS.message}（任意）`}
        description={`ご本人から届いたメッセージを載せるときに入力します。${LIMITS.supporter.message}文字まで（いま ${charCount(form.values.message)}文字）`}
        autosize
        minRows={3}
        {...form.getInputProps('message')}
      />
      <SortOrderField
        label={`${FIELD_LABELS.sort_order}（任意）`}
        description={
          supporter
            ? '何番目に並べるかを数字で入力します（1が先頭）。ほかの方は順にずれます。'
            : '何番目に並べるかを数字で入力します（1が先頭）。空のままにすると最後に並びます。'
        }
        {...form.getInputProps('sort_order')}
      />
      <Radio.Group
        label={FIELD_LABELS.published}
        description="「掲載する」にすると、公開ページにお名前が表示されます。掲載の同意が確かめられるまでは「掲載しない」にしておきます。"
        withAsterisk
        {...form.getInputProps('published')}
      >
        <Group mt="xs">
          <Radio value="shown" label="掲載する" />
          <Radio value="hidden" label="掲載しない" />
        </Group>
      </Radio.Group>
    </RecordForm>
  );
}
