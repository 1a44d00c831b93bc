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

describe('isWordInQuestion', () => {
  it('meets a compound written apart, never a longer word through two words joined', () => {
    expect(isWordInQuestion('bedbugs', readQuestionWords('we have bed bugs'))).toBe(true);
    // « c'est à » joined is "esta", the start of "estate"; "estate" itself still meets "estates".
    expect(isWordInQuestion('estate', readQuestionWords("Le proprio dit que c'est à moi"))).toBe(
      false,
    );
    expect(isWordInQuestion('estate', readQuestionWords('the estates of my father'))).toBe(true);
  });
});
