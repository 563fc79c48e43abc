// The expert profile, read-only: name, title, picture, profile text and qualifications.
import type { ExpertInfo } from '@hiroba/api-client';
import { Badge, ProfileAvatar, Table } from '@hiroba/shared-ui';
import { EXPERT_STATUS_COLORS, EXPERT_STATUS_LABELS } from '../../../shared/expert-status';

function Multiline({ text }: { text: string | null }) {
  // Line breaks the expert typed are kept; an empty field reads 未設定.
  return <span style={{ whiteSpace: 'pre-wrap' }}>{text && text.trim() !== '' ? text : '未設定'}</span>;
}

export function ExpertProfileView({ expert }: { expert: ExpertInfo }) {
  const rows = [
    {
      label: 'プロフィール画像',
      value: (
        <ProfileAvatar src={expert.profile_image} name={expert.name} size={96} decorative={false} />
      ),
    },
    { label: '名前', value: expert.name },
    { label: '肩書き', value: <Multiline text={expert.title} /> },
    { label: '紹介文', value: <Multiline text={expert.profile} /> },
    { label: '資格', value: <Multiline text={expert.qualifications} /> },
    {
      label: '審査の状況',
      value: (
        <Badge color={EXPERT_STATUS_COLORS[expert.status]} variant="light" size="lg">
          {EXPERT_STATUS_LABELS[expert.status]}
        </Badge>
      ),
    },
  ];
  return (
    <Table withTableBorder withColumnBorders aria-label="専門家プロフィール">
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.label}>
            <Table.Th scope="row" w="30%">
              {row.label}
            </Table.Th>
            <Table.Td>{row.value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
