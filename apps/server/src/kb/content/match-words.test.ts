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
