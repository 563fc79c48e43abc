import { Text } from '@hiroba/shared-ui';

// Every field of the forms here is required, so one sentence at the top says so (WCAG 3.3.2), instead
// of an asterisk inside each label: the label stays exactly the field's name for screen readers and
// for tests that find fields by name. The inputs still carry `required` for assistive technology.
export function RequiredNote() {
  return <Text size="sm">すべての項目を入力してください（必須）。</Text>;
}
