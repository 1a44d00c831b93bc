import { describe, expect, it } from 'vitest';
import {
  findCitedArticles,
  findNamedForms,
  LANGUAGE_SHARE_MIN,
  measureLanguageShare,
  readFirstSection,
  scoreAnswer,
  summarizeScores,
} from './score-answer';

const question = {
  lang: 'en' as const,
  decisive: ['1945'],
  keyFacts: [['dans le mois', 'one month', 'a month']],
  forms: ['TAL-810A'],
};

const answer = (summary: string, rest = '') =>
  `## Summary\n\n${summary}\n\n## Applicable law and principles\n\n${rest}\n\n## Next steps\n\n- Keep a copy of every notice.`;

describe('readFirstSection', () => {
  it('reads the text under the first heading up to the next one', () => {
    expect(readFirstSection(answer('You have one month.', 'art. 1945'))).toBe(
      'You have one month.',
    );
  });

  it('reads a plain reply without headings whole', () => {
    expect(readFirstSection('\nI can only answer questions on Quebec housing law.\n')).toBe(
      'I can only answer questions on Quebec housing law.',
    );
  });
});

describe('findCitedArticles', () => {
  it('reads article lists in English and French', () => {
    expect(findCitedArticles('see arts. 1942, 1945 and 1947 C.c.Q.')).toEqual([
      '1942',
      '1945',
      '1947',
    ]);
    expect(findCitedArticles('art. 1959.1 et 1960 C.c.Q.; l’article 1974.1')).toEqual([
      '1959.1',
      '1960',
      '1974.1',
    ]);
    expect(findCitedArticles('(1945 C.c.Q.)')).toEqual(['1945']);
  });

  it('does not take amounts or years for articles', () => {
    expect(findCitedArticles('from $1290 to $1450 on July 1, 2027 (2026 notice)')).toEqual([]);
  });
});

describe('findNamedForms', () => {
  it('finds an expected form however its dash is written, and whole ids only', () => {
    expect(findNamedForms('use form TAL 810A', ['TAL-810A'])).toEqual(['TAL-810A']);
    expect(findNamedForms('use form tal-810a', ['TAL-810A'])).toEqual(['TAL-810A']);
    expect(findNamedForms('TAL-8100A or TAL-810AB', ['TAL-810A'])).toEqual([]);
  });
});

describe('measureLanguageShare', () => {
  it('leaves quoted law, names and links out', () => {
    const text = [
      'You must answer the notice within one month of receiving it.',
      '> Le locataire qui refuse la modification proposée par le locateur est tenu de l’aviser.',
      '**Art. 1945 C.c.Q.** (§ 7. — De la reconduction et de la modification du bail)',
      '- **Tremblay c. Gagnon** (Régie du logement): « le locataire a refusé ». <https://www.tal.gouv.qc.ca/fr/>',
    ].join('\n');
    expect(measureLanguageShare(text, 'en')).toBe(1);
  });

  it('counts untranslated prose in the other language against the answer', () => {
    const text =
      'Vous devez répondre à l’avis dans le mois de sa réception. Quand l’utiliser : A lessee received a notice of rent increase and wants to respond to the lessor before the end of the month, accepting it or refusing it.';
    expect(measureLanguageShare(text, 'fr')).toBeLessThan(LANGUAGE_SHARE_MIN);
    expect(measureLanguageShare('Vous devez répondre à l’avis dans le mois.', 'fr')).toBe(1);
  });
});

describe('scoreAnswer', () => {
  it('passes an answer whose Summary cites the decisive article, states the fact and names the form', () => {
    const score = scoreAnswer(
      question,
      answer('Under art. 1945 C.c.Q. you have one month to refuse. Use form TAL-810A to answer.'),
    );
    expect(score).toMatchObject({
      citesDecisive: true,
      statesKeyFacts: true,
      namesForm: true,
      inLanguage: true,
      pass: true,
    });
  });

  it('counts citations and facts in the first section only, and forms anywhere', () => {
    const score = scoreAnswer(
      question,
      answer(
        'The sources point to several articles.',
        'art. 1945: within one month. Form TAL-810A.',
      ),
    );
    expect(score).toMatchObject({
      citesDecisive: false,
      statesKeyFacts: false,
      namesForm: true,
      pass: false,
      missingFacts: ['dans le mois'],
    });
  });

  it('needs every key fact, and no form when none is expected', () => {
    const twoFacts = {
      ...question,
      keyFacts: [['one month'], ['deemed to have accepted']],
      forms: [],
    };
    const partial = scoreAnswer(twoFacts, answer('Art. 1945: you have one month to refuse.'));
    expect(partial.statesKeyFacts).toBe(false);
    expect(partial.namesForm).toBe(true);
    const full = scoreAnswer(
      twoFacts,
      answer('Art. 1945: you have one month to refuse, or you are deemed to have accepted.'),
    );
    expect(full.pass).toBe(true);
  });

  it('fails an English question answered in French', () => {
    const score = scoreAnswer(
      question,
      answer(
        'Selon l’art. 1945 C.c.Q., vous avez un mois pour refuser avec le formulaire TAL-810A.',
      ),
    );
    expect(score.inLanguage).toBe(false);
    expect(score.pass).toBe(false);
  });

  it('counts a key fact stated in another inflection, and says it was not word for word', () => {
    const surety = {
      ...question,
      decisive: ['1881'],
      keyFacts: [["doesn't extend to the renewed lease"]],
      forms: [],
    };
    const loose = scoreAnswer(
      surety,
      answer('The surety does not extend to the renewed leases (art. 1881).'),
    );
    expect(loose).toMatchObject({ statesKeyFacts: true, pass: true, passVerbatim: false });
    const exact = scoreAnswer(
      surety,
      answer("The surety doesn't extend to the renewed lease (art. 1881)."),
    );
    expect(exact).toMatchObject({ pass: true, passVerbatim: true });
    const wrong = scoreAnswer(
      surety,
      answer('The surety extends to the renewed lease (art. 1881).'),
    );
    expect(wrong).toMatchObject({ statesKeyFacts: false, pass: false, passVerbatim: false });
  });
});

describe('summarizeScores', () => {
  it('gives the pass rate and the share meeting each criterion', () => {
    const pass = scoreAnswer(question, answer('Art. 1945: one month. Form TAL-810A.'));
    const fail = scoreAnswer(question, answer('Art. 1945. Form TAL-810A.'));
    const summary = summarizeScores([pass, fail]);
    expect(summary).toMatchObject({ questions: 2, passed: 1, passRate: 0.5, passedVerbatim: 1 });
    expect(summary.byCriterion).toEqual({
      citesDecisive: 1,
      statesKeyFacts: 0.5,
      namesForm: 1,
      inLanguage: 1,
    });
  });
});
