// The person's own account calls (docs/product.md#account-settings). A password or e-mail change
// answers a fresh token: account-session.ts stores it, since every other session (the old token too)
// has ended.
import { requestData, type CallOptions } from '../client';
import { path } from '../path';
import type {
  DataExport,
  EmailChangeBody,
  EmailChangeConfirmBody,
  EmailChangeStarted,
  PasswordChangeBody,
  PostingConsentBody,
  RenewedSession,
  User,
} from '@hiroba/contract/types';

export const changePassword = (id: number, body: PasswordChangeBody): Promise<RenewedSession> =>
  requestData('put', path('api/v1/users/{id}/password', { id }), { json: body });

/** Mails a 6-digit code to the new address; the old address stays until the code is confirmed. */
export const startEmailChange = (id: number, body: EmailChangeBody): Promise<EmailChangeStarted> =>
  requestData('post', path('api/v1/users/{id}/email_change', { id }), { json: body });

export const confirmEmailChange = (id: number, body: EmailChangeConfirmBody): Promise<RenewedSession> =>
  requestData('put', path('api/v1/users/{id}/email_change/confirm', { id }), { json: body });

/** The agreement that posts are public, before the first question, comment or reply. */
export const givePostingConsent = (id: number, body: PostingConsentBody = { consent: true }): Promise<User> =>
  requestData('put', path('api/v1/users/{id}/posting_consent', { id }), { json: body });

/** Everything the site holds about the person (登録情報のダウンロード). */
export const exportData = (id: number, options?: CallOptions): Promise<DataExport> =>
  requestData('get', path('api/v1/users/{id}/export', { id }), options);
