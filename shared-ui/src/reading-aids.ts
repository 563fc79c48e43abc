// @hiroba/shared-ui/reading-aids: ふりがな, reading aloud and やさしい日本語 (docs/reading-aids.md). A
// federated singleton of its own, like signed-in.ts, so a visitor who never uses an aid never
// downloads it. Files in reading-aids/ take the rest of shared-ui through the package name only.
export { useFurigana } from './reading-aids/furigana';
export { FuriganaSwitch, FURIGANA_LABEL } from './reading-aids/furigana-switch';
// The button's place; the control and the player load on demand (docs/reading-aids.md#reading-aloud).
export { ReadAloudButton } from './reading-aids/read-aloud-button';
