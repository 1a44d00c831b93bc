import { describe, expect, it } from 'vitest';
import { compilePattern, findPattern, matchPattern, readQuestionWords } from './word-patterns';

const GROUPS = { lease: ['rent|lease|louer|loue'], thing: ['garage|=parking|entrepôt'] };
const match = (pattern: string, question: string) =>
  matchPattern(readQuestionWords(question), compilePattern(pattern, GROUPS, 4));

describe('word patterns', () => {
  it('finds words of two groups near one another, either order, inflections read alike', () => {
    expect(match('@thing ~ @lease', 'I rented a garage')).toBe('rented a garage');
    expect(match('@thing ~ @lease', 'Le garage que je loue')).toBe('garage que je loue');
    expect(match('@thing ~ @lease', 'Je loue des entrepôts')).toBe('loue des entrepots');
    expect(match('@thing ~ @lease', 'I rent an apartment')).toBeUndefined();
  });

  it('holds each slot within its window of the first slot’s word', () => {
    expect(match('@thing ~ @lease', 'the garage is small and old and I rent')).toBeUndefined();
    expect(match('@thing ~1 @lease', 'rent garage')).toBe('rent garage');
    expect(match('@thing ~1 @lease', 'rent a garage')).toBeUndefined();
  });

  it('reads "~>N" as after the first slot’s word only', () => {
    expect(match('not a ~>2 house', 'not a house')).toBe('not a house');
    expect(match('not a ~>2 house', 'my house, not an emergency')).toBeUndefined();
  });

  it('needs every part anywhere, and a "!" part absent', () => {
    expect(match('@thing ~ @lease + !apartment', 'I rent a garage')).toBe('rent a garage');
    expect(match('@thing ~ @lease + !apartment', 'I rent an apartment and a garage')).toBe(
      undefined,
    );
    expect(match('@thing + @lease', 'garage … (much later) … rent')).toBeDefined();
  });

  it('matches "=word" only as written: "parking", not the verb "park"', () => {
    expect(match('@thing ~ @lease', 'I rent a parking spot')).toBe('rent a parking');
    expect(match('@thing ~ @lease', 'I park my car, the rent is late')).toBeUndefined();
  });

  it('reads 4½ as "4 1/2" so a dwelling’s size survives', () => {
    expect(match('4 1/2', 'Je loue un 4½')).toBe('4 1 2');
  });

  it('lets an unless pattern cancel, and names the pattern met', () => {
    const patterns = [compilePattern('@thing ~ @lease', GROUPS, 4)];
    const unless = [compilePattern('included', GROUPS, 4)];
    const words = readQuestionWords('I rent a garage, included');
    expect(findPattern(words, patterns, unless)).toBeUndefined();
    expect(findPattern(words, patterns)).toEqual({
      pattern: '@thing ~ @lease',
      words: 'rent a garage',
    });
  });

  it('fails loudly on an unknown group', () => {
    expect(() => compilePattern('@nothing', GROUPS, 4)).toThrow(/Unknown word group/);
  });
});
