// The two textlint rules ship no types; plain-japanese-hints.ts checks their shape when it loads them.
declare module 'textlint-rule-sentence-length';
declare module 'textlint-rule-max-kanji-continuous-len';
