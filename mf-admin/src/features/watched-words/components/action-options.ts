import { WATCHED_WORD_ACTIONS, WATCHED_WORD_ACTION_LABELS } from '@hiroba/contract/fields';

/** The actions as a native select's options, in the contract's order and words. */
export const ACTION_OPTIONS = WATCHED_WORD_ACTIONS.map((action) => ({ value: action, label: WATCHED_WORD_ACTION_LABELS[action] }));
