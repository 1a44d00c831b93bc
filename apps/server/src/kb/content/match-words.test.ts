import { describe, expect, it } from 'vitest';
import { isWordInQuestion, readQuestionWords, stemWord } from './match-words';

describe('stemWord', () => {
  it('undoes the doubled consonant of an English -ing or -ed form', () => {
    expect(stemWord('subletting')).toBe('sublet');
    expect(stemWord('stopped')).toBe('stop');
    // l, s and z stay doubled: "calling" is "call", "passed" is "pass".
    expect(stemWord('calling')).toBe('call');
    expect(stemWord('passed')).toBe('pass');
  });

  it('lets "subletting" meet the concept word "sublet"', () => {
    expect(isWordInQuestion('sublet', readQuestionWords("I'm subletting an apartment"))).toBe(true);
  });
});

describe('a three-letter stem', () => {
  it('cuts "-es" only after a hissing sound, so « décès » does not meet "Dec", a month', () => {
    expect(stemWord('deces')).toBe('dece');
    expect(isWordInQuestion('deces', readQuestionWords('Got a letter dated Dec 20'))).toBe(false);
    expect(isWordInQuestion('deces', readQuestionWords('après le décès de mon père'))).toBe(true);
    // "fixes" is "fix" + "es": it still meets "fix".
    expect(stemWord('fixes')).toBe('fix');
    expect(isWordInQuestion('fixes', readQuestionWords('they fix it'))).toBe(true);
  });
});
