// @hiroba/shared-ui/reading-aids: the reading aids' page parts (docs/reading-aids.md), for now
// reading aloud. A federated singleton of its own, like signed-in.ts, loaded by the pages that show an
// aid, so the top page's first visit never downloads it. The shell does not import it: a module the
// shell provides is preloaded with every page the server draws (site/page-files.ts). Files in
// reading-aids/ take the rest of shared-ui through the package name only.
// The button's place; the control and the player load on demand (docs/reading-aids.md#reading-aloud).
export { ReadAloudButton } from './reading-aids/read-aloud-button';
// A text with its readings as <ruby> (the question and column pages' stored readings).
export { RubyText } from './readings/ruby-text';
