// kuromoji's tokenizer over its IPADIC dictionary (node_modules/kuromoji/dict). Loading takes a second or
// two and holds about 400 MB, which is why only the reading worker calls this.
import path from 'node:path';
import kuromoji, { type IpadicFeatures, type Tokenizer } from 'kuromoji';

export const DICTIONARY_DIR = path.join(path.dirname(require.resolve('kuromoji/package.json')), 'dict');

export function loadTokenizer(dicPath = DICTIONARY_DIR): Promise<Tokenizer<IpadicFeatures>> {
  return new Promise((resolve, reject) => {
    kuromoji.builder({ dicPath }).build((error, tokenizer) => (error ? reject(error) : resolve(tokenizer)));
  });
}
