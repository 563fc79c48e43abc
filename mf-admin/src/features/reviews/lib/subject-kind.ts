// The words for what a review is about: a member's item by the item kinds' labels, a removal request
// by the contact kinds'.
import type { ReviewSubject } from '@hiroba/api-client';
import { CONTACT_KIND_LABELS, ITEM_KIND_LABELS } from '@hiroba/contract/fields';

export function subjectKindLabel(kind: ReviewSubject['kind']): string {
  return kind === 'contact' ? CONTACT_KIND_LABELS.removal_request : ITEM_KIND_LABELS[kind];
}
