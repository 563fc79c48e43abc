// @hiroba/shared-ui: the design system and page parts shared by the shell and the four remotes.
// CSS is not imported here: the shell imports './styles' once (see styles.ts).
// What only signed-in pages use is in '@hiroba/shared-ui/signed-in' (signed-in.ts), so a visitor's
// first visit does not download it.
export * from './mantine';
export { Drawer, Modal, loadOverlays } from './overlays/lazy-overlays';
export { lazyDialogForm, useLazyDialog, type LazyDialogForm } from './overlays/lazy-dialog';
export { HtmlEditor, type HtmlEditorProps } from './editor/lazy-html-editor';

export { theme, HIROBA_GREEN, FONT_FAMILY, TEXT_CONTRAST_AA } from './theme';
export { contrastRatio } from './color-contrast';

export {
  useReadingPrefs,
  applyReadingPrefs,
  parseReadingCookie,
  serializeReadingPrefs,
  READING_COOKIE,
  READING_PREFS_HEAD_SCRIPT,
  DEFAULT_READING_PREFS,
  FONT_SIZE_OPTIONS,
  CONTRAST_OPTIONS,
  type ReadingPrefs,
  type FontSizePref,
  type ContrastPref,
} from './reading-prefs';

export { snackbar, useSnackbar, SNACKBAR_TIMEOUT_MS, type SnackbarColor, type SnackbarMessage } from './stores/snackbar';
export {
  useBreadcrumbStore,
  type BreadcrumbItem,
  type BreadcrumbChip,
  type BreadcrumbChips,
} from './stores/breadcrumbs';
export { usePageTitleStore, documentTitle, SITE_NAME, SITE_TITLE } from './stores/page-title';
export { useLoading, loading, LOADING_BAR } from './stores/loading';
export {
  useRuntimeConfig,
  getRuntimeConfig,
  setRuntimeConfig,
  mergeConfig,
  DEFAULT_RUNTIME_CONFIG,
} from './stores/runtime-config';
export { formatPriceJpy } from './format-price';

export { usePageTitle } from './hooks/use-page-title';
export { useBreadcrumbs } from './hooks/use-breadcrumbs';
export { usePageTrail, TOP_CRUMB } from './hooks/use-page-trail';
export { usePageData, PAGE_DATA_MIN_DELAY_MS, type PageData } from './hooks/use-page-data';
export { PageDataContext, collectPageData, pageDataFromServer, type PageChrome, type PageCrumbs, type PageDataSource, type SettledLoad } from './hooks/page-data-context';
export { useSubmitErrors, focusFirstError, type SubmitErrors } from './hooks/use-submit-errors';
export { useOptimisticToggle, type ToggleState } from './hooks/use-optimistic-toggle';
export { useStateFrom } from './hooks/use-state-from';
export { useListFrom, type ListFrom } from './hooks/use-list-from';
// On public pages too (the contact form, the question page's comment box), so not in signed-in.ts.
export { useFormDraft, KEEP_AFTER_MS, type FormDraft, type FormDraftOptions } from './drafts/use-form-draft';
export { DraftOffer, type DraftOfferProps } from './drafts/draft-offer';
export { hasKeptDraft, type DraftOf, type KeptDraft } from './drafts/draft-store';

export { RouterAnchor, ButtonLink, type RouterAnchorProps, type ButtonLinkProps } from './components/router-anchor';
export { PageHeader, PAGE_HEADING_ID, type PageHeaderProps } from './components/page-header';
export { Form } from './components/form';
export { useHydrated } from './hooks/use-hydrated';
export { useReadersOwnData } from './hooks/use-readers-own-data';
export { useEarlyPress, EARLY_PRESS } from './hooks/use-early-press';
export { EmptyState, type EmptyStateProps } from './components/empty-state';
export { LoadingState, type LoadingStateProps } from './components/loading-state';
export { HeldPlace } from './components/held-place';
export { NotFoundPage, NOT_FOUND_TITLE } from './components/not-found-page';
export { SystemErrorPage, SYSTEM_ERROR_MESSAGE } from './components/system-error-page';
export { Prose, type ProseProps } from './components/prose';
export { StaticRuby } from './components/static-ruby';
export { useFuriganaOn, furiganaToDraw, DrawnFurigana, FURIGANA_OFF, type Furigana } from './readings/use-static-ruby';
export { FormErrorSummary, type FormErrorSummaryProps } from './components/form-error-summary';
export { ProfileAvatar, type ProfileAvatarProps } from './components/profile-avatar';
export { Pager, usePageParam, type PagerProps } from './components/pager';
export { DateText, formatDate, type DateTextProps } from './components/date-text';
export { ReadingPrefsControl, loadReadingPrefsControl } from './components/lazy-reading-prefs-control';
export type { ReadingPrefsControlProps } from './components/reading-prefs-control';

export { LoadError, type LoadErrorProps } from './components/load-error';
export { EmailInput } from './components/email-input';
export { CodeInput } from './components/code-input';
export { NewPasswordFields, newPasswordRules, type NewPasswordValues } from './components/new-password-fields';
// On the question page too (the comment form), so it stays here, not in signed-in.ts.
export { PostingConsentForm, CONSENT_CHECK_MESSAGE, type PostingConsentFormProps } from './account/posting-consent-form';
export { mountStandalone } from './mount-standalone';
// The safety features members and visitors see (docs/moderation.md): on public pages, so here.
export { ReportButton, REPORT_DIALOG_TITLE, REPORT_THANKS, type ReportButtonProps } from './safety/report-button';
export { ModerationMark, HIDDEN_AUTHOR_NOTICE } from './safety/moderation-mark';
// In the shell's and the admin's headers; its code beyond the place it keeps loads for signed-in people only.
export { NotificationBell, type NotificationBellProps } from './notifications/notification-bell';
export { CrisisHelp, FOCUS_FIRST_ATTRIBUTE, type CrisisHelpProps, type CrisisHelpState } from './safety/crisis-help';
// The detector and the warning it shows are loaded by the hook when a form is used, not with shared-ui.
export {
  usePersonalInfoCheck,
  type PersonalInfoCheck,
  type PersonalInfoCheckOptions,
  type CheckedField,
} from './safety/use-personal-info-check';

export { applyServerErrors, UNKNOWN_ERROR_MESSAGE } from './apply-server-errors';
export { confirmAndRemove } from './confirm-and-remove';
export { errorMessage } from './error-message';
export { parseId } from './parse-id';
export {
  charCount,
  normalizeCode,
  validateCode,
  maxChars,
  requireText,
  requiredText,
  validateEmail,
  validateNewPassword,
  PASSWORD_RULES_TEXT,
} from './form-rules';
export { ANSWER_STATE_LABELS, ANSWER_STATE_COLORS } from './questions/answer-state';
export { ResolvedBadge, RESOLVED_FILTERS, RESOLVED_FILTER_LABELS, RESOLVED_LABEL, type ResolvedFilter } from './questions/resolved-badge';
export { displayName, UNSET_NAME } from './display-name';
export { profilePath, authorProfilePath } from './profile-path';
export { offersAskQuestion } from './ask-question';

export {
  REMOTE_NAMES,
  LAYOUT_NAMES,
  ROUTE_GUARDS,
  type RemoteName,
  type RemoteModule,
  type LayoutName,
  type RouteGuard,
  type RemotesManifest,
  type RuntimeConfig,
} from './remote-contract';

// The route table: every page, its URL (pagePath) and which page a URL shows (matchPage).
export {
  PAGE_ROUTES,
  pagePath,
  pageRoute,
  matchPage,
  drawnOnServer,
  type PageName,
  type PageNameOf,
  type PageParams,
  type PageQuery,
  type PageRoute,
  type PageMatch,
} from '@hiroba/contract/routes';
export { loginPath } from './routing/login-path';
export { remoteApp, openedPageLoaded, type PageLoaders, type PageModule, type RemoteAppOptions } from './routing/remote-app';
