// One entry of the queue: what it is about (kind, title and text whole, author, link, state), why it
// is there, the reports by reason with their notes, the decisions done, and the buttons the server
// offers. A 心配な投稿 is marked in words and by a red edge, never by colour alone.
import type { Review } from '@hiroba/api-client';
import { MODERATION_STATE_LABELS, REPORT_REASON_LABELS, REVIEW_DECISION_LABELS, REVIEW_REASON_LABELS } from '@hiroba/contract/fields';
import { Anchor, Badge, DateText, Group, List, Paper, RouterAnchor, Stack, Text, Title, pagePath } from '@hiroba/shared-ui';
import { FactsList, type Fact } from '../../../shared/components/facts-list';
import { subjectKindLabel } from '../lib/subject-kind';
import { ReviewDecisions } from './review-decisions';

const headingId = (review: Review) => `review-${review.id}-heading`;

function Subject({ review }: { review: Review }) {
  const { subject } = review;
  if (subject.deleted || subject.text === null) return <Text c="dimmed">この投稿はすでに削除されています。</Text>;
  return (
    <Paper withBorder p="sm" radius="sm" className="admin-review-text">
      {subject.title && (
        <Text fw={700} mb={4}>
          {subject.title}
        </Text>
      )}
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{subject.text}</Text>
    </Paper>
  );
}

function facts(review: Review): Fact[] {
  const { subject } = review;
  const list: Fact[] = [
    [
      '投稿者',
      subject.author ? (
        // The author's role is not in the review: the free member's page names the right page when it differs.
        <RouterAnchor to={pagePath('admin-user-detail', { kind: 'free_member', id: subject.author.id })}>{subject.author.nickname ?? `ユーザー${subject.author.id}`}</RouterAnchor>
      ) : (
        'なし'
      ),
    ],
    ['公開の状態', subject.moderation ? MODERATION_STATE_LABELS[subject.moderation] : 'なし'],
    ['投稿のページ', subject.url ? <Anchor href={subject.url}>{subject.url}</Anchor> : 'なし'],
    ['受け付けた日時', <DateText key="opened" value={review.opened_at} withTime />],
  ];
  if (review.closed_at) list.push(['対応した日時', <DateText key="closed" value={review.closed_at} withTime />]);
  return list;
}

export function ReviewCard({ review }: { review: Review }) {
  const { subject } = review;
  const id = headingId(review);
  return (
    <Paper
      component="article"
      aria-labelledby={id}
      withBorder
      p="md"
      radius="md"
      className="admin-review"
      data-crisis={review.crisis || undefined}
    >
      <Stack gap="sm">
        <Group gap="sm" align="center">
          {review.crisis && (
            <Badge color="red" size="lg" variant="filled">
              {REVIEW_REASON_LABELS.crisis}
            </Badge>
          )}
          <Title order={2} size="h4" id={id}>
            {subjectKindLabel(subject.kind)}（No.{subject.id}）
          </Title>
        </Group>
        <Subject review={review} />
        <FactsList facts={facts(review)} />

        <section aria-label="確認が必要な理由">
          <Text fw={700}>確認が必要な理由</Text>
          <List>
            {review.reasons.map((reason, i) => (
              <List.Item key={`${reason.reason}-${i}`}>
                {REVIEW_REASON_LABELS[reason.reason]}
                {reason.detail && `：${reason.detail}`}
              </List.Item>
            ))}
          </List>
        </section>

        {review.reports.length > 0 && (
          <section aria-label="通報の内容">
            <Text fw={700}>通報の内容</Text>
            <List>
              {review.reports.map((report) => (
                <List.Item key={report.reason}>
                  {REPORT_REASON_LABELS[report.reason]}（{report.count}件）
                  {report.notes.length > 0 && (
                    <List withPadding>
                      {report.notes.map((note, i) => (
                        <List.Item key={i}>
                          <Text span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                            {note}
                          </Text>
                        </List.Item>
                      ))}
                    </List>
                  )}
                </List.Item>
              ))}
            </List>
          </section>
        )}

        {review.decisions.length > 0 && (
          <section aria-label="これまでの対応">
            <Text fw={700}>これまでの対応</Text>
            <List>
              {review.decisions.map((done, i) => (
                <List.Item key={i}>
                  {REVIEW_DECISION_LABELS[done.decision]}（<DateText value={done.decided_at} withTime />）
                </List.Item>
              ))}
            </List>
          </section>
        )}

        {review.next_decisions.length > 0 && <ReviewDecisions review={review} describedBy={id} />}
      </Stack>
    </Paper>
  );
}
