// Kana helpers of the ふりがな engine: the analyser's readings come in katakana, ruby is in hiragana.

/** Katakana (ァ..ヶ) to hiragana; ー and everything else stay. */
export const toHiragana = (text: string): string =>
  text.replace(/[\u30a1-\u30f6]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0x60));
