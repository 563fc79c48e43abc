import { api, useDataVersion, type WatchedWordAction } from '@hiroba/api-client';
import { WATCHED_WORD_ACTIONS, WATCHED_WORD_ACTION_LABELS } from '@hiroba/contract/fields';
import { EmptyState, List, LoadError, LoadingState, NativeSelect, PageHeader, Stack, Text, Title, usePageData, usePageTrail } from '@hiroba/shared-ui';
import { ListPager } from '../../../shared/components/list-pager';
import { ADMIN_CRUMB } from '../../../shared/lib/admin-crumb';
import { ADMIN_PAGE_SIZE } from '../../../shared/lib/admin-constants';
import { oneOf, useListParams } from '../../../shared/lib/list-params';
import { ACTION_OPTIONS } from '../components/action-options';
import { WatchedWordAddForm } from '../components/watched-word-add-form';
import { WatchedWordTable } from '../components/watched-word-table';

/** What each action does, in the order of the contract (docs/moderation.md#watched-words). */
const ACTION_EFFECTS: Record<WatchedWordAction, string> = {
  block: '投稿を受け付けず、書き直してもらいます。',
  hold: '投稿を保存しますが、運営が確認するまでほかの方には表示しません。',
  flag: '投稿はそのまま公開し、「通報・確認」に載せます。',
  crisis: '投稿は止めず、投稿した方に相談窓口を表示し、「通報・確認」のいちばん上に載せます。',
};

/** /admin/watched-words: the words that stop, hold or flag a post, or show the help lines. */
export default function WatchedWordListPage() {
  usePageTrail('確認する言葉', [ADMIN_CRUMB], '確認する言葉');
  const { params, page, setFilters } = useListParams();
  const action = oneOf(params.get('action'), WATCHED_WORD_ACTIONS);
  const { data, error, loading, reload } = usePageData(
    (signal) => api.watchedWords.list({ page, per: ADMIN_PAGE_SIZE, action }, { signal }),
    [page, action, useDataVersion('watched_words')],
  );

  return (
    <Stack gap="lg">
      <PageHeader title="確認する言葉" lead="質問・回答・コメント・プロフィールに含まれていたら、下の対応をとる言葉です。" />
      <section aria-labelledby="watched-word-actions">
        <Title order={2} size="h4" id="watched-word-actions" mb="xs">
          それぞれの対応
        </Title>
        <List spacing={4}>
          {WATCHED_WORD_ACTIONS.map((a) => (
            <List.Item key={a}>
              <Text span fw={700}>
                {WATCHED_WORD_ACTION_LABELS[a]}
              </Text>
              ：{ACTION_EFFECTS[a]}
            </List.Item>
          ))}
        </List>
        <Text mt="xs">言葉を探すときは、全角と半角、ひらがなとカタカナの違いを区別しません（「リスカ」は「りすか」「ﾘｽｶ」にも当たります）。</Text>
      </section>

      <section aria-labelledby="watched-word-add">
        <Title order={2} size="h4" id="watched-word-add" mb="xs">
          言葉を追加する
        </Title>
        <WatchedWordAddForm />
      </section>

      <section aria-labelledby="watched-word-list">
        <Title order={2} size="h4" id="watched-word-list" mb="xs">
          登録されている言葉
        </Title>
        <Stack gap="md">
          <NativeSelect
            label="対応で絞り込む"
            data={[{ value: '', label: 'すべて' }, ...ACTION_OPTIONS]}
            value={action ?? ''}
            onChange={(event) => setFilters({ action: event.currentTarget.value || undefined })}
            w={260}
          />
          {error ? <LoadError what="確認する言葉" error={error} onRetry={reload} /> : null}
          {loading && !data && <LoadingState />}
          {data && data.data.length === 0 && (
            <EmptyState message={action ? 'この対応の言葉はありません。' : 'まだ言葉がありません。「言葉を追加する」から加えられます。'} />
          )}
          {data && data.data.length > 0 && (
            <>
              <WatchedWordTable words={data.data} />
              <ListPager meta={data.meta} />
            </>
          )}
        </Stack>
      </section>
    </Stack>
  );
}
