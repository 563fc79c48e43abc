// @hiroba/shared-ui/reading-aids: the reading aids' page parts (docs/reading-aids.md): reading aloud
// and ruby. Not shared through module federation (only mf-public uses it, and a share costs every
// first visit its manifest and runtime entries): the app that imports it bundles it into the pages
// that show an aid, so the top page's first visit never downloads it. Its files take the rest of
// shared-ui through the package name only, so there is still one shared-ui (the shell's).
// The button's place; the control and the player load on demand (docs/reading-aids.md#reading-aloud).
export { ReadAloudButton } from './reading-aids/read-aloud-button';
// A text with its readings as <ruby> (the question and column pages' stored readings).
export { RubyText } from './readings/ruby-text';
