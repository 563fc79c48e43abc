// The vocabulary's groups: every word with its reading (the group's name first, in bold), where the
// group comes from, its note. An operator's group has 変更 and 削除, each described by the group's
// name; a built-in one is changed in the code, and its 操作 cell says so.
import { api, type SearchWordGroup } from '@hiroba/api-client';
import { SEARCH_WORD_SOURCE_LABELS, VOCABULARY_TOPIC_LABELS } from '@hiroba/contract/fields';
import { Box, Button, DateText, Group, Text, confirmAndRemove } from '@hiroba/shared-ui';
import { DataTable, type DataColumn } from '../../../shared/components/data-table';
import { groupName, type EditableGroup } from './search-word-form';

const isEditable = (group: SearchWordGroup): group is EditableGroup => group.source === 'operator' && group.id !== null;
const nameId = (group: EditableGroup) => `search-word-group-${group.id}-name`;
const topicLabel = (topic: string | null) => (topic && Object.hasOwn(VOCABULARY_TOPIC_LABELS, topic) ? VOCABULARY_TOPIC_LABELS[topic as keyof typeof VOCABULARY_TOPIC_LABELS] : null);

interface Props {
  groups: SearchWordGroup[];
  onEdit(group: EditableGroup): void;
  /** After a group was deleted (the form stops changing it, if it was). */
  onRemoved(group: EditableGroup): void;
}

function Words({ group }: { group: SearchWordGroup }) {
  return (
    <Box component="ul" m={0} p={0} style={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: '4px 16px' }}>
      {group.words.map((word, index) => (
        <li key={index} style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={index === 0 ? 700 : undefined} id={index === 0 && isEditable(group) ? nameId(group) : undefined}>
            {word.text}
          </Text>
          {word.reading && word.reading !== word.text && (
            <Text span size="xs" ml={4}>
              （{word.reading}）
            </Text>
          )}
        </li>
      ))}
    </Box>
  );
}

export function SearchWordTable({ groups, onEdit, onRemoved }: Props) {
  async function remove(group: EditableGroup) {
    if (await confirmAndRemove(`言いかえ「${groupName(group)}」`, () => api.searchWords.remove(group.id))) onRemoved(group);
  }

  const columns: DataColumn<SearchWordGroup>[] = [
    { header: '言葉', cell: (group) => <Words group={group} />, cellProps: () => ({ style: { minWidth: 260 } }) },
    {
      header: '種類',
      cell: (group) => (
        <>
          <Text span size="sm">
            {SEARCH_WORD_SOURCE_LABELS[group.source]}
          </Text>
          {topicLabel(group.topic) && (
            <Text size="xs" mt={2}>
              {topicLabel(group.topic)}
            </Text>
          )}
        </>
      ),
    },
    { header: 'メモ', cell: (group) => group.note, cellProps: () => ({ style: { overflowWrap: 'anywhere' } }) },
    { header: '更新日', cell: (group) => <DateText value={group.updated_at} /> },
    {
      header: '操作',
      cell: (group) =>
        isEditable(group) ? (
          <Group gap="xs" wrap="nowrap">
            <Button size="compact-sm" variant="outline" onClick={() => onEdit(group)} aria-describedby={nameId(group)}>
              変更
            </Button>
            {/* red.2: a light red that keeps over 7:1 on the dark rows, hovered or not. */}
            <Button size="compact-sm" color="red.2" variant="outline" onClick={() => void remove(group)} aria-describedby={nameId(group)}>
              削除
            </Button>
          </Group>
        ) : (
          <Text size="sm">{SEARCH_WORD_SOURCE_LABELS[group.source]}（変更はコードで）</Text>
        ),
    },
  ];
  return <DataTable caption="言いかえの一覧" columns={columns} rows={groups} rowKey={(group) => group.key} minWidth={820} highlightOnHover />;
}
