// 質問する is offered to paid members only (the product rule): the server says the person may post
// questions and their membership is paid or permanent. The navbar and the Q&A pages ask this.
import type { User } from '@hiroba/api-client';

export function offersAskQuestion(user: Pick<User, 'membership' | 'capabilities'> | null | undefined): boolean {
  const status = user?.membership?.status;
  return Boolean(user?.capabilities?.can_post_questions && (status === 'paid' || status === 'permanent'));
}
