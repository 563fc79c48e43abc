// The asker's loop (docs/notifications.md): a person's notifications and unread count (the bell),
// their mail settings and the mails' one-click unsubscribe, and what they follow.
import { call, endpointGroup } from '../endpoint';

export const notifications = endpointGroup({
  list: call('GET /api/v1/notifications', '自分へのお知らせ（新しい順）',
    { access: 'signed-in', query: 'NotificationListQuerySchema', answers: { 200: { paged: 'NotificationSchema' } }, errors: [400, 401] }),
  unreadCount: call('GET /api/v1/notifications/unread_count', '未読のお知らせの件数（ベルの表示）',
    { access: 'signed-in', answers: { 200: { one: 'UnreadCountSchema' } }, errors: [401] }),
  read: call('POST /api/v1/notifications/{id}/read', 'お知らせを既読にする（開いたとき）',
    { access: 'signed-in', params: 'IdParamsSchema', answers: { 200: { one: 'NotificationSchema' } }, errors: [400, 401, 404], changes: ['notifications'] }),
  readAll: call('POST /api/v1/notifications/read_all', 'すべて既読にする',
    { access: 'signed-in', answers: { 200: { one: 'UnreadCountSchema' } }, errors: [401], changes: ['notifications'] }),
});

export const notificationSettings = endpointGroup({
  get: call('GET /api/v1/notification_settings', 'メールの受け取り方（種類ごと）',
    { access: 'signed-in', answers: { 200: { one: 'NotificationSettingsSchema' } }, errors: [401] }),
  update: call('PUT /api/v1/notification_settings', 'メールの受け取り方を変える（種類ごと）',
    { access: 'signed-in', body: 'NotificationSettingsBodySchema', answers: { 200: { one: 'NotificationSettingsSchema' } }, errors: [400, 401], changes: ['notification_settings'] }),
  unsubscribe: call('POST /api/v1/notification_settings/unsubscribe', 'メールの配信停止（メールの署名つきリンク。ログイン不要。RFC 8058 のワンクリック）',
    { access: 'anyone', query: 'UnsubscribeQuerySchema', answers: { 200: { one: 'UnsubscribedSchema' } }, errors: [400], changes: ['notification_settings'] }),
});

export const follows = endpointGroup({
  list: call('GET /api/v1/follows', 'フォロー中の質問・タグ・カテゴリ（新しい順）',
    { access: 'signed-in', answers: { 200: { list: 'FollowSchema' } }, errors: [401] }),
  state: call('GET /api/v1/follows/state', 'フォローしているか',
    { access: 'signed-in', query: 'FollowBodySchema', answers: { 200: { one: 'FollowStateSchema' } }, errors: [400, 401, 404] }),
  create: call('POST /api/v1/follows', 'フォローする（2回目は数えない）',
    { access: 'signed-in', body: 'FollowBodySchema', answers: { 200: { one: 'FollowStateSchema' }, 201: { one: 'FollowStateSchema' } }, errors: [400, 401, 404, 409], changes: ['follows'] }),
  remove: call('DELETE /api/v1/follows', 'フォローをやめる',
    { access: 'signed-in', query: 'FollowBodySchema', answers: { 200: { one: 'FollowStateSchema' } }, errors: [400, 401], changes: ['follows'] }),
});
