export { api } from './api';
export { refreshUser } from './refresh-user';
export { accountCalls, agreeToPosting, type AccountCalls } from './account-session';
export { useDataVersion, dataChanged, onDataChange, type DataTopic } from './data-changes';
export { configureApi, viewCountedByPage, REQUEST_TIMEOUT_MS, type ApiConfig, type CallOptions } from './client';
export { ApiError, isApiError, NETWORK_ERROR_MESSAGE } from './api-error';
export { path } from './path';
export { SIGN_UP_NO_USER_MESSAGE } from './endpoints/users';
export {
  useSession,
  selectRole,
  selectSignedIn,
  selectUserId,
  selectCapabilities,
  SESSION_KEYS,
  type SessionState,
} from './session-store';
// The contract's types (User, Question, ...): the one definition, in @hiroba/contract.
export type * from '@hiroba/contract/types';
