// Jest's --randomize shuffles the tests inside each file; with this sequencer the files' order comes
// from --seed as well, so `--randomize --seed=N` replays one whole order and shows that no test
// relies on another having run first. Without --randomize: Jest's own order (slowest first).
const Sequencer = require('@jest/test-sequencer').default;

class SeededOrderSequencer extends Sequencer {
  constructor(options) {
    super(options);
    this.globalConfig = options?.globalConfig;
  }

  sort(tests) {
    if (!this.globalConfig?.randomize) return super.sort(tests);
    const order = [...tests].sort((a, b) => (a.path < b.path ? -1 : 1));
    // mulberry32: a small seeded generator whose first draws are already well mixed.
    let state = this.globalConfig.seed | 0;
    const random = () => {
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
    };
    // Fisher-Yates
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    return order;
  }
}

module.exports = SeededOrderSequencer;
