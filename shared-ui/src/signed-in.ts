// @hiroba/shared-ui/signed-in: the page parts only a signed-in person sees (account settings, the
// expert form, my-page lists and counts). A federated singleton of its own, so
// they are not downloaded with @hiroba/shared-ui on a visitor's first visit; a remote page that
// imports them waits for this module as it waits for its own chunk, so nothing is drawn late.
// Every file in signed-in/ reaches the rest of shared-ui (Mantine, stores, Form...) through the
// package name only: that import is answered by the one shared-ui singleton, while a relative import
// would bundle a second copy (a second Mantine context, a second snackbar store).
export { ActivitySection, ActivityList, PagedActivity, type ActivitySectionProps, type PagedActivityProps } from './signed-in/activity-section';
export { CountLinks, type CountLink } from './signed-in/count-links';
export { MenuCards, type MenuCard } from './signed-in/menu-cards';
export { ConfirmDialog, type ConfirmDialogProps } from './signed-in/confirm-dialog';
export { PictureField, type PictureFieldProps } from './signed-in/picture-field';
export { EmailChangeSection, EMAIL_CHANGED_MESSAGE, type EmailChangeSectionProps } from './signed-in/email-change-section';
export { PasswordChangeSection, PASSWORD_CHANGED_MESSAGE } from './signed-in/password-change-section';
export { QuestionListItem, questionTitleId } from './signed-in/question-list-item';
export { MyCommentItem } from './signed-in/my-comment-item';
export { ExpertForm, type ExpertFormProps } from './signed-in/expert-form';
export {
  EXPERT_LABELS,
  EXPERT_TEXT_FIELDS,
  expertBodyOf,
  expertValuesOf,
  type ExpertTextField,
  type ExpertValues,
} from './signed-in/expert-values';
export {
  IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  IMAGE_TYPE_ERROR,
  IMAGE_SIZE_ERROR,
  imageFileProblem,
  readAsDataUrl,
} from './signed-in/image-file';
export { markRead, UNREAD_MARK } from './notifications/mark-read';
