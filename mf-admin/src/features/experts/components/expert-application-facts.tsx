// 申し込みの内容: everything the person wrote (the private 資格の確認方法 too) and their picture.
import type { ExpertInfo } from '@hiroba/api-client';
import { DateText, Paper, Title } from '@hiroba/shared-ui';
import { EXPERT_LABELS, type ExpertTextField } from '@hiroba/shared-ui/signed-in';
import type { ReactNode } from 'react';
import { FactsList, type Fact } from '../../../shared/components/facts-list';

const TITLE_ID = 'admin-expert-application-title';
const TEXT_FIELDS: readonly ExpertTextField[] = ['name', 'title', 'qualifications', 'fields', 'profile', 'qualification_check'];

/** Written text keeps its line breaks; an empty field says so. */
function written(value: string | null | undefined): ReactNode {
  return value?.trim() ? <span style={{ whiteSpace: 'pre-wrap' }}>{value}</span> : '（書かれていません）';
}

export function ExpertApplicationFacts({ expert }: { expert: ExpertInfo }) {
  const rows: Fact[] = [
    ...TEXT_FIELDS.map((field): Fact => [EXPERT_LABELS[field], written(expert[field])]),
    [
      'プロフィール画像',
      expert.profile_image ? (
        <img key="picture" src={expert.profile_image} alt={`${expert.name}さんのプロフィール画像`} width={96} height={96} style={{ objectFit: 'cover', borderRadius: '50%' }} />
      ) : (
        'ありません'
      ),
    ],
    ['申し込み日', <DateText key="created" value={expert.created_at} withTime />],
    ['最後に変わった日', <DateText key="updated" value={expert.updated_at} withTime />],
  ];
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={TITLE_ID}>
      <Title order={2} size="h3" mb="md" id={TITLE_ID}>
        申し込みの内容
      </Title>
      <FactsList facts={rows} />
    </Paper>
  );
}
