// 並び順 / 表示順 of the admin's forms (categories, supporters): optional, a whole number from a minimum.
import { TextInput, type TextInputProps } from '@hiroba/shared-ui';

/** An optional place in a list: empty, or a whole number from `min`. */
export function sortOrderRule(label: string, min: number) {
  return (value: number | string): string | null => {
    if (value === '') return null; // optional: the server decides where it goes
    return Number.isInteger(Number(value)) && Number(value) >= min ? null : `${label}は${min}以上の整数で入力してください。`;
  };
}

/** A text field with a numeric keyboard: validated by sortOrderRule, and lighter than NumberInput. */
export function SortOrderField(props: TextInputProps) {
  return <TextInput inputMode="numeric" pattern="[0-9]*" w={200} {...props} />;
}
