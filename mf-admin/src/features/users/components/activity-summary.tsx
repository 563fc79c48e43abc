// 活動 on the admin's user page: how much the person has posted and reacted, and their newest
// questions and comments, each a link to where it is on the site.
import type { UserActivity } from '@hiroba/api-client';
import { DateText, List, Paper, RouterAnchor, Stack, Text, Title, pagePath } from '@hiroba/shared-ui';
import { FactsList } from '../../../shared/components/facts-list';

const TITLE_ID = 'admin-user-activity-title';
const QUESTIONS_ID = 'admin-user-recent-questions';
const COMMENTS_ID = 'admin-user-recent-comments';

const questionPath = (q: { id: number; qa_type: UserActivity['recent_questions'][number]['qa_type'] }) => pagePath('question-detail', { type: q.qa_type, id: q.id });

function Counts({ counts }: { counts: UserActivity['counts'] }) {
  const rows: [string, number][] = [
    ['質問', counts.questions],
    ['コメント', counts.comments],
    ['いいね（した数）', counts.likes],
    ['お気に入り（登録した数）', counts.favorites],
  ];
  return (
    <FactsList facts={rows.map(([term, n]) => [term, `${n.toLocaleString('ja-JP')}件`])} />
  );
}

/** The heading is drawn at once, so the page's outline does not change while the data arrives. */
export function ActivitySummary({ activity, loading }: { activity: UserActivity | undefined; loading: boolean }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={TITLE_ID}>
      <Stack gap="md">
        <Title order={2} size="h3" id={TITLE_ID}>
          活動
        </Title>
        {!activity ? (
          loading && <Text>読み込み中です…</Text>
        ) : (
          <>
            <Counts counts={activity.counts} />
            <Title order={3} size="h4" id={QUESTIONS_ID}>
              最近の質問
            </Title>
            {activity.recent_questions.length === 0 ? (
              <Text>質問はまだありません。</Text>
            ) : (
              <List spacing="xs" aria-labelledby={QUESTIONS_ID}>
                {activity.recent_questions.map((q) => (
                  <List.Item key={q.id}>
                    <RouterAnchor to={questionPath(q)}>{q.title}</RouterAnchor>
                    <Text span size="sm" ml="xs">
                      （<DateText value={q.created_at} />）
                    </Text>
                  </List.Item>
                ))}
              </List>
            )}
            <Title order={3} size="h4" id={COMMENTS_ID}>
              最近のコメント
            </Title>
            {activity.recent_comments.length === 0 ? (
              <Text>コメントはまだありません。</Text>
            ) : (
              <List spacing="sm" aria-labelledby={COMMENTS_ID}>
                {activity.recent_comments.map((c) => (
                  <List.Item key={c.id}>
                    <Text style={{ overflowWrap: 'anywhere' }}>{c.excerpt}</Text>
                    <Text size="sm">
                      <RouterAnchor to={`${questionPath(c.question)}#comment-${c.id}`}>「{c.question.title}」へのコメント</RouterAnchor>
                      （<DateText value={c.created_at} />）
                    </Text>
                  </List.Item>
                ))}
              </List>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
