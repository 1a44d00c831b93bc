import { describe, expect, it } from 'vitest';
import { foldAccents } from './fold-accents';

describe('foldAccents', () => {
  it('drops French accents and the cedilla, and lowers the case', () => {
    expect(foldAccents('Échéance du Bail à Reçu, Noël, août')).toBe(
      'echeance du bail a recu, noel, aout',
    );
  });

  it('folds decomposed input the same as composed input', () => {
    expect(foldAccents('e\u0301te\u0301')).toBe(foldAccents('été'));
  });

  it('leaves ligatures and apostrophes alone', () => {
    expect(foldAccents('Œuvre d’art')).toBe('œuvre d’art');
  });
});
