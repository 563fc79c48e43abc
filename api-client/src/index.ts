export { api, type Api, type Call } from './calls';
export { signUp, SIGN_UP_NO_USER_MESSAGE } from './sign-up';
export { refreshUser } from './refresh-user';
export { loadHelpLines, helpLineNumbers } from './help-lines';
export { accountCalls, agreeToPosting, type AccountCalls } from './account-session';
export { useDataVersion, dataChanged, onDataChange, type DataTopic } from './data-changes';
export { configureApi, viewCountedByPage, REQUEST_TIMEOUT_MS, type ApiConfig, type CallOptions } from './client';
export { ApiError, isApiError, NETWORK_ERROR_MESSAGE } from './api-error';
export {
  useSession,
  selectRole,
  selectSignedIn,
  selectUserId,
  selectCapabilities,
  SESSION_KEYS,
  type SessionState,
} from './session-store';
// Also for shared-ui's lazy chunks (the reading settings, the fixed text's readings, the check of personal details).
export { retryable } from './lazy-parts';
// The contract's types (User, Question, ...): the one definition, in @hiroba/contract.
export type * from '@hiroba/contract/types';
