// The one RubyText lives in shared-ui (its static readings draw it too); the page parts load it with the
// reading aids' singleton, which the question and column pages load anyway.
export { RubyText } from '@hiroba/shared-ui/reading-aids';
