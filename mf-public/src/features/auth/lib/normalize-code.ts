/** People type codes with a Japanese IME too: "１２３ ４５６" becomes "123456". */
export function normalizeCode(value: string): string {
  return value.normalize('NFKC').replace(/[\s-]/g, '');
}
