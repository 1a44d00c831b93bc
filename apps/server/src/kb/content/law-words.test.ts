import { describe, expect, it } from 'vitest';
import { listGuideTextItems, readNoteText } from '../../test/content-texts';
import { loadContent } from './load-content';

/**
 * The English content says a legal effect in the words of the law's own terms (« de plein
 * droit », « préjudice sérieux », « consentement », « un avis de 10 jours », « dans le mois »),
 * not in a looser paraphrase: an answer read against the law's words ("resiliated of right",
 * "serious prejudice") otherwise states the rule without stating its key fact (round 13).
 */

const content = loadContent();

const readNote = (article: string, lang: 'en' | 'fr') => readNoteText(content, article, lang);
const listGuideTexts = (lang: 'en' | 'fr') => listGuideTextItems(content).map((text) => text[lang]);

describe('the law’s own words in the English notes', () => {
  it.each([
    ['1914', 'resiliated of right'],
    ['1975', 'resiliated of right'],
    ['1983', 'ends of right'],
    ['1934', 'without the consent of both the landlord and the tenant'],
    ['1940', "10 days' notice"],
    ['1949', 'within the month in which'],
    ['1971', 'serious prejudice'],
  ])('art. %s says “%s”', (article, words) => {
    expect(readNote(article, 'en')).toContain(words);
  });
});

describe('the law’s own words in the guides', () => {
  it.each([
    ['en', 'a 10-day notice'],
    ['en', 'if the prejudice is serious'],
    ['fr', 'si le préjudice est sérieux'],
    ['en', 'during the month in which'],
  ] as const)('no %s text says “%s”', (lang, loose) => {
    expect(listGuideTexts(lang).filter((text) => text.includes(loose))).toEqual([]);
  });

  it('states the maximum rent a new building’s lease must indicate (art. 1955)', () => {
    const conditions = content.guides.flatMap((guide) =>
      guide.conditions.filter((item) => item.articles.includes('1955')),
    );
    expect(conditions.some((item) => item.en.includes('maximum rent'))).toBe(true);
    expect(conditions.some((item) => item.fr.includes('loyer maximal'))).toBe(true);
  });

  it('states art. 1959.1’s exceptions in the repossession guide’s answer, in the law’s words', () => {
    const guide = content.guides.find((entry) => entry.id === 'repossession');
    expect(guide?.answer.fr).toContain("souhaite reprendre le logement pour s'y loger");
    expect(guide?.answer.en).toContain('wants to repossess it to live in it');
  });
});

describe('the law’s words with their plain meaning in the guides (round 15)', () => {
  it.each([
    ['en', 'renewed automatically, by law (renewed of right)', '1969'],
    ['en', 'the termination of the lease (resiliation)', '1861'],
    ['fr', 'un mois de loyer pour chaque année de location ininterrompue', '1965'],
    ['fr', 'telle est la volonté expresse des parties', '1897'],
    ['en', 'right to maintain occupancy (the right to stay in the dwelling)', '1936'],
  ] as const)('a %s text says “%s” (art. %s)', (lang, words, _article) => {
    expect(listGuideTexts(lang).some((text) => text.includes(words))).toBe(true);
  });

  it('glosses every English “right to maintain occupancy”', () => {
    const bare = listGuideTexts('en').filter((text) =>
      /right to maintain occupancy(?! \((?:the|no) right to stay)/.test(text),
    );
    expect(bare).toEqual([]);
  });

  it('glosses every English “resiliation” and “resiliate”', () => {
    const bare = listGuideTexts('en').filter((text) =>
      /(?<!\()\bresiliat|resiliates? the lease/.test(text),
    );
    expect(bare).toEqual([]);
  });
});
