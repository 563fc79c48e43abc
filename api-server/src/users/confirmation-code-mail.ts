// The mail that carries a confirmation code (confirmation-code.ts): one layout and the same words
// about the code for every purpose; each brings its subject, what the code is for, where to type it
// and what nothing happening means.
import { CODE_LIFETIME_MINUTES } from './confirmation-code';

const SITE = '障害福祉Q&Aひろば';

export interface CodePurpose {
  /** After 【障害福祉Q&Aひろば】. */
  subject: string;
  /** The lines before the code. */
  intro: string[];
  /** Where the code is typed. */
  enterIt: string;
  /** For someone who asked for nothing. */
  ifNotYou: string;
}

export function codeMail(purpose: CodePurpose, code: string, siteUrl: string) {
  return {
    subject: `【${SITE}】${purpose.subject}`,
    text: [
      `${SITE}をご利用いただき、ありがとうございます。`,
      '',
      ...purpose.intro,
      '',
      `確認コード: ${code}`,
      '',
      `このコードの有効期限は${CODE_LIFETIME_MINUTES}分間で、1回だけ使えます。`,
      purpose.enterIt,
      '',
      purpose.ifNotYou,
      '',
      `${SITE} ${siteUrl}`,
    ].join('\n'),
  };
}
