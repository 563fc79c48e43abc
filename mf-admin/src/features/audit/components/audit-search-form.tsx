// The audit page's filters: what was done, to what kind of thing, and between which days. Applied
// together with 絞り込む (a plain form submit, so Enter confirming an IME conversion is safe).
import { useState, type FormEvent } from 'react';
import { AUDIT_ACTION_LABELS, AUDIT_TARGET_LABELS } from '@hiroba/contract/fields';
import { Button, Form, Group, NativeSelect, TextInput } from '@hiroba/shared-ui';

export interface AuditCriteria {
  action?: string;
  target_type?: string;
  from?: string;
  to?: string;
}

const options = (labels: Record<string, string>, all: string) => [{ value: '', label: all }, ...Object.entries(labels).map(([value, label]) => ({ value, label }))];
const ACTION_OPTIONS = options(AUDIT_ACTION_LABELS, 'すべての操作');
const TARGET_OPTIONS = options(AUDIT_TARGET_LABELS, 'すべての対象');

export function AuditSearchForm({ criteria, errors, onSearch }: { criteria: AuditCriteria; errors: Partial<Record<keyof AuditCriteria, string>>; onSearch(criteria: AuditCriteria): void }) {
  const [draft, setDraft] = useState({ action: criteria.action ?? '', target_type: criteria.target_type ?? '', from: criteria.from ?? '', to: criteria.to ?? '' });
  const set = (key: keyof typeof draft) => (event: { currentTarget: { value: string } }) => setDraft({ ...draft, [key]: event.currentTarget.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(Object.fromEntries(Object.entries(draft).map(([key, value]) => [key, value || undefined])));
  };

  return (
    <Form role="search" aria-label="操作の記録を絞り込む" onSubmit={submit}>
      <Group align="flex-start" wrap="wrap">
        <NativeSelect label="操作" data={ACTION_OPTIONS} value={draft.action} onChange={set('action')} error={errors.action} w={240} />
        <NativeSelect label="対象" data={TARGET_OPTIONS} value={draft.target_type} onChange={set('target_type')} error={errors.target_type} w={180} />
        <TextInput type="date" label="いつから" value={draft.from} onChange={set('from')} error={errors.from} w={180} />
        <TextInput type="date" label="いつまで" value={draft.to} onChange={set('to')} error={errors.to} w={180} />
        <Button type="submit" mt={25}>
          絞り込む
        </Button>
      </Group>
    </Form>
  );
}
