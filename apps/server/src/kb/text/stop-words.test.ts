import { describe, expect, it } from 'vitest';
import { removeStopWords } from './stop-words';

describe('removeStopWords', () => {
  it("drops a language's function words and the pieces of its contractions", () => {
    expect(removeStopWords("He says it's in the file, I haven't got my copy", 'en')).toBe(
      'says file got copy',
    );
    expect(removeStopWords("Le propriétaire m'a dit qu'il était en retard", 'fr')).toBe(
      'proprietaire dit retard',
    );
  });
});
