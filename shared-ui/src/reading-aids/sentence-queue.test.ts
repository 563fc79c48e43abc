import { GLOSSARY } from '@hiroba/contract/glossary';
import { isJapaneseVoice, pickJapaneseVoice } from './japanese-voice';
import { SentenceQueue, splitSentences, spokenText, type ReadingState, type UtteranceLike } from './sentence-queue';

const texts = (blocks: string[], max?: number) => splitSentences(blocks, max).map((s) => s.text);

describe('splitSentences', () => {
  it('cuts at 。！？ and at line breaks, keeping trailing marks with their sentence', () => {
    expect(texts(['障害年金を申請しました。結果はまだです！本当？！\n次の行です\n\n最後'])).toEqual([
      '障害年金を申請しました。',
      '結果はまだです！',
      '本当？！',
      '次の行です',
      '最後',
    ]);
  });

  it('keeps a quote whole, even with sentence ends inside it', () => {
    expect(texts(['先生は「大丈夫です。心配いりません。」と言いました。次です。'])).toEqual([
      '先生は「大丈夫です。心配いりません。」と言いました。',
      '次です。',
    ]);
    expect(texts(['「はい。」と答えた。'])).toEqual(['「はい。」と答えた。']);
  });

  it('gives each sentence its block and offsets, without the spaces around it', () => {
    const blocks = ['題名', '  一文目。 二文目。'];
    const sentences = splitSentences(blocks);
    expect(sentences).toEqual([
      { block: 0, start: 0, end: 2, text: '題名' },
      { block: 1, start: 2, end: 6, text: '一文目。' },
      { block: 1, start: 7, end: 11, text: '二文目。' },
    ]);
    for (const s of sentences) expect(blocks[s.block].slice(s.start, s.end)).toBe(s.text);
  });

  it('cuts a long sentence after the last 、 before the limit, else at the limit', () => {
    const long = `${'あ'.repeat(8)}、${'い'.repeat(8)}、${'う'.repeat(8)}。`;
    expect(texts([long], 20)).toEqual([`${'あ'.repeat(8)}、${'い'.repeat(8)}、`, `${'う'.repeat(8)}。`]);
    expect(texts(['か'.repeat(25)], 10)).toEqual(['か'.repeat(10), 'か'.repeat(10), 'か'.repeat(5)]);
    for (const s of splitSentences([`${'え'.repeat(300)}、お。`])) expect(s.text.length).toBeLessThanOrEqual(120);
  });

  it('skips pieces with nothing to say', () => {
    expect(texts(['・・・\n。\n\n', '', '  '])).toEqual([]);
  });
});

describe('spokenText', () => {
  it('reads glossary terms by their readings, the longest term first', () => {
    expect(spokenText('嚥下と褥瘡の相談です。')).toBe('えんげとじょくそうの相談です。');
    // 障害のある方 is one term: not 障害 and 方 read apart.
    expect(spokenText('障害のある方へ')).toBe('しょうがいのあるかたへ');
    expect(spokenText('関係のない文')).toBe('関係のない文');
  });

  it('covers every glossary term', () => {
    for (const { term, reading } of GLOSSARY) expect(spokenText(`「${term}」`)).toBe(`「${reading}」`);
  });
});

describe('isJapaneseVoice', () => {
  it('takes ja, ja-JP and ja_JP, not others', () => {
    expect(['ja', 'ja-JP', 'ja_JP', 'JA-jp', 'en-US', 'jv-ID'].map((lang) => isJapaneseVoice({ lang }))).toEqual([true, true, true, true, false, false]);
  });
});

describe('pickJapaneseVoice', () => {
  const voice = (name: string, lang: string, localService: boolean, isDefault = false) => ({ name, lang, localService, default: isDefault });
  it('takes the default Japanese voice, else one on the device, else the first Japanese one', () => {
    const online = voice('Google 日本語', 'ja-JP', false);
    const local = voice('Kyoko', 'ja-JP', true);
    const english = voice('Samantha', 'en-US', true, true);
    expect(pickJapaneseVoice([english, online, local, voice('Otoya', 'ja-JP', true, true)])?.name).toBe('Otoya');
    expect(pickJapaneseVoice([english, online, local])?.name).toBe('Kyoko');
    expect(pickJapaneseVoice([english, online])?.name).toBe('Google 日本語');
    expect(pickJapaneseVoice([english])).toBeNull();
  });
});

/** A synthesis that speaks nothing: the test says when an utterance ends or fails. */
function fakeSynthesis() {
  const spoken: UtteranceLike[] = [];
  const calls: string[] = [];
  const voices = [{ lang: 'en-US', name: 'English' }, { lang: 'ja-JP', name: 'Kyoko' }] as SpeechSynthesisVoice[];
  let current: UtteranceLike | null = null;
  const synthesis = {
    speak(u: UtteranceLike) {
      spoken.push(u);
      current = u;
      calls.push(`speak:${u.text}`);
    },
    cancel() {
      calls.push('cancel');
      // As Chromium does: the utterance being spoken fails with `interrupted`.
      const was = current;
      current = null;
      was?.onerror?.({ error: 'interrupted' } as SpeechSynthesisErrorEvent);
    },
    pause: () => calls.push('pause'),
    resume: () => calls.push('resume'),
    getVoices: () => voices,
  };
  const end = () => current!.onend!(undefined as never);
  const fail = (error: string) => current!.onerror!({ error } as SpeechSynthesisErrorEvent);
  return { synthesis, spoken, calls, end, fail, voices };
}

function queueOf(blocks: string[]) {
  const fake = fakeSynthesis();
  const heard: Array<[ReadingState, number | null]> = [];
  const queue = new SentenceQueue(splitSentences(blocks), {
    synthesis: fake.synthesis as never,
    createUtterance: (text) => ({ text, lang: '', voice: null, onend: null, onerror: null }),
    listener: (state, current) => heard.push([state, current]),
  });
  return { queue, heard, ...fake };
}

describe('SentenceQueue', () => {
  it('speaks one Japanese utterance per sentence, in order, moving on at each end', () => {
    const { queue, spoken, heard, end } = queueOf(['一。二。', '三']);
    queue.play();
    expect(spoken.map((u) => u.text)).toEqual(['一。']);
    expect(spoken[0].lang).toBe('ja-JP');
    expect(spoken[0].voice?.name).toBe('Kyoko');
    end();
    end();
    end();
    expect(spoken.map((u) => u.text)).toEqual(['一。', '二。', '三']);
    expect(heard).toEqual([
      ['speaking', 0],
      ['speaking', 1],
      ['speaking', 2],
      ['idle', null],
    ]);
    expect(queue.reading).toEqual({ state: 'idle', current: null });
  });

  it('starts from the sentence given', () => {
    const { queue, spoken } = queueOf(['一。二。三。']);
    queue.play(2);
    expect(spoken.map((u) => u.text)).toEqual(['三。']);
  });

  it('gives the voice the glossary readings', () => {
    const { queue, spoken } = queueOf(['嚥下が難しい。']);
    queue.play();
    expect(spoken[0].text).toBe('えんげが難しい。');
  });

  it('pauses and resumes where it was', () => {
    const { queue, calls, heard, end, spoken } = queueOf(['一。二。']);
    queue.play();
    queue.pause();
    expect(queue.reading).toEqual({ state: 'paused', current: 0 });
    queue.pause(); // already paused: nothing more
    queue.resume();
    expect(queue.reading).toEqual({ state: 'speaking', current: 0 });
    end();
    expect(spoken.map((u) => u.text)).toEqual(['一。', '二。']);
    expect(calls.filter((c) => c === 'pause' || c === 'resume').slice(-2)).toEqual(['pause', 'resume']);
    expect(heard.map(([state]) => state)).toEqual(['speaking', 'paused', 'speaking', 'speaking']);
  });

  it('stops: cancels the synthesis, says idle once and ignores the interrupted utterance', () => {
    const { queue, calls, heard, spoken } = queueOf(['一。二。']);
    queue.play();
    queue.stop();
    expect(calls.at(-1)).toBe('cancel');
    expect(heard).toEqual([
      ['speaking', 0],
      ['idle', null],
    ]);
    // A late end of the cancelled utterance does not start the next one.
    spoken[0].onend!(undefined as never);
    expect(spoken).toHaveLength(1);
    queue.stop();
    expect(heard).toHaveLength(2);
  });

  it('playing again starts over without the old utterance moving the new reading on', () => {
    const { queue, spoken, heard } = queueOf(['一。二。三。']);
    queue.play();
    queue.play(1);
    spoken[0].onend!(undefined as never);
    expect(spoken.map((u) => u.text)).toEqual(['一。', '二。']);
    expect(heard.at(-1)).toEqual(['speaking', 1]);
  });

  it('skips a sentence the voice failed on and reads the next', () => {
    const { queue, spoken, fail, heard } = queueOf(['一。二。']);
    queue.play();
    fail('synthesis-failed');
    expect(spoken.map((u) => u.text)).toEqual(['一。', '二。']);
    expect(heard.at(-1)).toEqual(['speaking', 1]);
  });

  it('stops when nothing more could be spoken (no audio, not allowed, cancelled by someone else)', () => {
    for (const error of ['not-allowed', 'audio-busy', 'interrupted']) {
      const { queue, spoken, fail, heard } = queueOf(['一。二。']);
      queue.play();
      fail(error);
      expect(spoken).toHaveLength(1);
      expect(heard.at(-1)).toEqual(['idle', null]);
    }
  });

  it('with nothing to read, says idle at once', () => {
    const { queue, spoken, heard } = queueOf(['']);
    queue.play();
    expect(spoken).toHaveLength(0);
    expect(heard).toEqual([['idle', null]]);
  });
});
