import { describe, expect, it } from 'vitest';
import { OUT_OF_SCOPE_ANSWER_PREFIX, isOutOfScopeAnswer } from './answer-scope';

describe('isOutOfScopeAnswer', () => {
  it('recognises the English and French openings', () => {
    expect(isOutOfScopeAnswer(`${OUT_OF_SCOPE_ANSWER_PREFIX.en} is not about housing.`)).toBe(true);
    expect(isOutOfScopeAnswer(`${OUT_OF_SCOPE_ANSWER_PREFIX.fr} ne porte pas là-dessus.`)).toBe(
      true,
    );
    expect(isOutOfScopeAnswer('  desole, votre question …')).toBe(true);
  });

  it('recognises a statement that the question is not about Quebec housing law', () => {
    expect(isOutOfScopeAnswer('This question is not about Quebec housing law.')).toBe(true);
    expect(
      isOutOfScopeAnswer('Cette question ne porte pas sur le droit du logement au Québec.'),
    ).toBe(true);
  });

  it('leaves real answers alone', () => {
    expect(isOutOfScopeAnswer('## Summary\nYour landlord must give notice…')).toBe(false);
    expect(isOutOfScopeAnswer('')).toBe(false);
    expect(isOutOfScopeAnswer(null)).toBe(false);
  });
});
