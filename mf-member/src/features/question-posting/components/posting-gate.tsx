// Posting (and editing) questions is open to whom the server says may post (capabilities); anyone
// else is told what they can do instead: an expert answers, a member is invited to become paid.
import type { ReactNode } from 'react';
import { Alert, LoadingState, RouterAnchor, Text, pagePath } from '@hiroba/shared-ui';
import { PaidInvitation } from '../../../shared/paid-invitation';
import { useMember } from '../../../shared/use-member';

export function PostingGate({ children }: { children: ReactNode }) {
  const user = useMember();
  if (!user) return <LoadingState />;
  if (user.capabilities.can_post_questions) return <>{children}</>;
  if (user.role === 'expert') {
    return (
      <Alert color="blue" title="専門家アカウントでは質問を投稿できません">
        <Text>
          専門家の方は、会員からの質問に回答できます。<RouterAnchor to={pagePath('expert-home')}>専門家ページ</RouterAnchor>
          から、回答を待っている質問をご覧ください。
        </Text>
      </Alert>
    );
  }
  return <PaidInvitation reason="質問の投稿と編集は、有料会員の方がご利用いただけます。" />;
}
