import { describe, expect, it } from 'vitest';
import type { QuestionnaireFields, Source } from '@lexlogis/contracts';
import { makeGuide } from '../test/fixture-content';
import { makeAnswerInput } from '../test/fixture-answer-input';
import { formSource, lawSource, readArticleText } from '../test/fixture-sources';
import { composeGuideSteps, composeGuideSummary } from './compose-guide-answer';
import { FACT_CHECKS, UNKNOWN_CONDITIONS } from './guide-phrases';

const guide = makeGuide();
const tenant = { userType: 'tenant' } as QuestionnaireFields;
const input = makeAnswerInput;

describe('composeGuideSummary', () => {
  it('gives the guide’s direct answer and holds the question’s facts against the article', () => {
    const summary = composeGuideSummary(input(), []);
    expect(summary).toContain(guide.answer.en);
    expect(summary).toMatch(
      /age in your question is 72: art\. 1959\.1 C\.c\.Q\. requires .*65.*met/,
    );
    expect(summary).toMatch(/12 years: art\. 1959\.1 C\.c\.Q\. requires at least 10 years.*met/);
    expect(summary).toMatch(/does not say whether the income/);
  });

  it('says a condition is not met when the facts fall short, and states nothing without facts', () => {
    const young = composeGuideSummary(input({ question: 'I am 40. Can he repossess?' }), []);
    expect(young).toMatch(/age in your question is 40.*not met/);
    const none = composeGuideSummary(input({ question: 'Can my landlord repossess?' }), []);
    expect(none).not.toMatch(/Applied to what you wrote/);
  });

  it('puts the rules the question triggers in the Summary with their article', () => {
    const rule = {
      triggers: { en: ['did not answer'], fr: ['pas répondu'] },
      article: '1962',
      en: 'A tenant who does not answer within one month is deemed to refuse to leave.',
      fr: 'Le locataire qui ne répond pas dans le mois est réputé avoir refusé de quitter.',
    };
    const ruled = input({ guides: [{ guide, matched: ['repossession'], rules: [rule] }] });
    const summary = composeGuideSummary(ruled, []);
    expect(summary).toContain(`${rule.en} (art. 1962 C.c.Q.)`);
    expect(summary.indexOf(guide.answer.en)).toBeLessThan(summary.indexOf(rule.en));
    expect(composeGuideSummary({ ...ruled, lang: 'fr' }, [])).toContain(
      `${rule.fr} (art. 1962 C.c.Q.)`,
    );
    expect(composeGuideSummary(input(), [])).not.toContain(rule.en);
  });

  it('states a rule two guides hold once', () => {
    const rule = {
      triggers: { en: ['what can I do'], fr: ['que faire'] },
      article: '1863',
      en: 'The tenant can ask for the work to be done, damages and a reduction of rent.',
      fr: 'Le locataire peut demander les travaux, des dommages-intérêts et une diminution de loyer.',
    };
    const other = makeGuide({ id: 'other' });
    const both = input({
      guides: [
        { guide, matched: ['repossession'], rules: [rule] },
        { guide: other, matched: ['other'], rules: [rule] },
      ],
    });
    const summary = composeGuideSummary(both, []);
    expect(summary.split(rule.en)).toHaveLength(2);
  });

  it('states an article’s rule once when two guides word it differently', () => {
    const works = {
      triggers: { en: ['hotel'], fr: ['hôtel'] },
      article: '1865',
      en: 'The tenant must allow urgent and necessary repairs.',
      fr: 'Le locataire doit permettre les réparations urgentes et nécessaires.',
    };
    const repairs = { ...works, en: 'Urgent repairs must be allowed by the tenant.' };
    const both = input({
      guides: [
        { guide, matched: ['repossession'], rules: [works] },
        { guide: makeGuide({ id: 'repairs' }), matched: ['repairs'], rules: [repairs] },
      ],
    });
    const summary = composeGuideSummary(both, []);
    expect(summary).toContain(works.en);
    expect(summary).not.toContain(repairs.en);
  });

  it('states an article once when the first guide gives it as a condition, the second as a rule', () => {
    const works = makeGuide({
      conditions: [
        {
          en: 'Urgent repairs must be allowed.',
          fr: 'Les réparations urgentes.',
          articles: ['1865'],
        },
      ],
    });
    const repairs = {
      triggers: { en: ['roof'], fr: ['toit'] },
      article: '1865',
      en: 'The tenant must put up with urgent and necessary repairs.',
      fr: 'Le locataire doit subir les réparations urgentes et nécessaires.',
    };
    const summary = composeGuideSummary(
      input({
        guides: [
          { guide: works, matched: ['works'] },
          { guide: makeGuide({ id: 'repairs' }), matched: ['repairs'], rules: [repairs] },
        ],
        searchedArticles: ['1865'],
      }),
      [],
    );
    expect(summary).toContain('Urgent repairs must be allowed. (art. 1865 C.c.Q.)');
    expect(summary).not.toContain(repairs.en);
  });

  it("says whose remedy a party's rule is when nobody gave the asker's role", () => {
    const rule = {
      triggers: { en: ['rent reduction'], fr: ['diminution de loyer'] },
      article: '1960',
      roles: ['tenant' as const, 'sub-tenant' as const],
      en: 'A tenant may ask for a reduction.',
      fr: 'Le locataire peut demander une diminution.',
    };
    const asked = (questionnaire: QuestionnaireFields | null, lang: 'en' | 'fr' = 'en') =>
      composeGuideSummary(
        input({
          question: 'Can I get a rent reduction?',
          questionnaire,
          lang,
          guides: [{ guide, matched: ['repossession'], rules: [rule] }],
        }),
        [],
      );
    expect(asked(null)).toContain(`- For a tenant or a sub-tenant: ${rule.en}`);
    expect(asked(null, 'fr')).toContain(`- Pour le locataire ou le sous-locataire : ${rule.fr}`);
    expect(asked(tenant)).toContain(`- ${rule.en}`);
    expect(asked(tenant)).not.toContain('For a tenant');
  });

  it('writes French for a French answer', () => {
    const summary = composeGuideSummary(
      input({ lang: 'fr', question: "J'ai 72 ans et j'habite ici depuis 12 ans." }),
      [],
    );
    expect(summary).toContain(guide.answer.fr);
    expect(summary).toContain('Formulaires pour vous');
    expect(summary).toMatch(/72 ans : l’art\. 1959\.1 C\.c\.Q\. exige un âge de 65 ans ou plus/);
    expect(summary).not.toContain(guide.answer.en);
  });

  it('adds the condition that rests on what search ranked first for the question', () => {
    const focused = composeGuideSummary(input({ searchedArticles: ['1959.1'] }), []);
    expect(focused).not.toMatch(/in particular/);
    const withCondition = makeGuide({
      conditions: [{ en: 'A detail.', fr: 'Un détail.', articles: ['1962'] }],
    });
    const detail = composeGuideSummary(
      input({ guides: [{ guide: withCondition, matched: [] }], searchedArticles: ['1962'] }),
      [],
    );
    expect(detail).toMatch(/in particular:\*\*\n- A detail\. \(art\. 1962 C\.c\.Q\.\)/);
  });

  it('keeps the condition search points to beside two rules the words triggered', () => {
    const rule = (article: string) => ({
      triggers: { en: ['repossess'], fr: ['reprise'] },
      article,
      en: `The rule of art. ${article}.`,
      fr: `La règle de l’art. ${article}.`,
    });
    const withCondition = makeGuide({
      conditions: [{ en: 'The notice names the beneficiary.', fr: 'Le nom.', articles: ['1961'] }],
    });
    const summary = composeGuideSummary(
      input({
        guides: [{ guide: withCondition, matched: [], rules: [rule('1957'), rule('1969')] }],
        searchedArticles: ['1961'],
      }),
      [],
    );
    expect(summary).toContain('The rule of art. 1969.');
    expect(summary).toContain('- The notice names the beneficiary. (art. 1961 C.c.Q.)');
  });

  it('reads the condition of a narrower article ranked 7th by search', () => {
    const ranked = ['1959.1', '1957', '1958', '1960', '1961', '1962', '1930'];
    const withCondition = makeGuide({
      answer: { en: 'The answer.', fr: 'La réponse.', articles: ranked.slice(0, 6) },
      conditions: [{ en: 'Visits start with the notice.', fr: 'Dès l’avis.', articles: ['1930'] }],
    });
    const summary = composeGuideSummary(
      input({ guides: [{ guide: withCondition, matched: [] }], searchedArticles: ranked }),
      [],
    );
    expect(summary).toContain('- Visits start with the notice. (art. 1930 C.c.Q.)');
  });

  it('says an article’s detail once, without citing it twice', () => {
    const twice = makeGuide({
      conditions: [
        { en: 'A clause making the whole rent payable has no effect (art. 1905).', fr: 'Clause sans effet (art. 1905).', articles: ['1905'] },
      ],
      deadlines: [
        { en: 'The same rule as a delay.', fr: 'La même règle.', article: '1905' },
      ],
    }); // prettier-ignore
    const detail = composeGuideSummary(
      input({ guides: [{ guide: twice, matched: [] }], searchedArticles: ['1905'] }),
      [],
    );
    expect(detail).toContain(
      '- A clause making the whole rent payable has no effect (art. 1905).\n',
    );
    expect(detail).not.toContain('The same rule as a delay.');
    expect(detail).not.toContain('(art. 1905). (art.');
  });

  it('states the note of search’s best article that no rule states, after the direct answer', () => {
    const note = {
      en: 'The landlord must give notice at least six months before the end of the lease.',
      fr: 'Le locateur doit aviser au moins six mois avant la fin du bail.',
      consolidation: '2025-06-30',
      reviewed: '2026-11-23',
    };
    const withNote = { ...lawSource('1960'), note } as Source;
    const sources = [lawSource('1959.1'), withNote, formSource('TAL-811A')];
    const summary = composeGuideSummary(input({ sources, leadArticles: ['1960'] }), []);
    const sentence =
      'Under art. 1960 C.c.Q., the landlord must give notice at least six months before the end of the lease.';
    expect(summary).toContain(sentence);
    expect(summary.indexOf(guide.answer.en)).toBeLessThan(summary.indexOf(sentence));
    const french = composeGuideSummary(input({ lang: 'fr', sources, leadArticles: ['1960'] }), []);
    expect(french).toContain(`Selon l’art. 1960 C.c.Q., le locateur doit aviser au moins six mois`);
    // Tied to its article: not stated when the article is not among the answer's sources.
    const unshown = [lawSource('1959.1'), formSource('TAL-811A')];
    expect(
      composeGuideSummary(input({ sources: unshown, leadArticles: ['1960'] }), []),
    ).not.toContain('six months before the end');
  });

  it('opens with the question’s own articles when the guide is unsupported, the guide after', () => {
    const note = {
      en: 'A tenant may abandon a dwelling that becomes unfit for habitation.',
      fr: 'Le locataire peut abandonner le logement devenu impropre à l’habitation.',
      consolidation: '2025-06-30',
      reviewed: '2026-11-23',
    };
    const sources = [lawSource('1959.1'), { ...lawSource('1915'), note } as Source];
    const unsupported = [{ guide, matched: ['repossession'], unsupported: true }];
    const sentence = 'Under art. 1915 C.c.Q., a tenant may abandon a dwelling';
    const summary = composeGuideSummary(
      input({ sources, leadArticles: ['1915'], guides: unsupported }),
      ['You are asking as a tenant.'],
    );
    expect(summary.startsWith(`You are asking as a tenant. ${sentence}`)).toBe(true);
    const title = `**A written guide that may also apply: ${guide.title.en}.** ${guide.answer.en}`;
    expect(summary).toContain(title);
    expect(summary.indexOf(sentence)).toBeLessThan(summary.indexOf(title));
    const french = composeGuideSummary(
      input({ lang: 'fr', sources, leadArticles: ['1915'], guides: unsupported }),
      [],
    );
    expect(french.startsWith('Selon l’art. 1915 C.c.Q., le locataire peut abandonner')).toBe(true);
    expect(french).toContain(`Un guide rédigé qui peut aussi s’appliquer : ${guide.title.fr}.`);
    // Supported, or with no note to lead with, the guide's answer still opens the Summary.
    const supported = composeGuideSummary(input({ sources, leadArticles: ['1915'] }), []);
    expect(supported.startsWith(guide.answer.en)).toBe(true);
    const noNote = composeGuideSummary(input({ guides: unsupported }), []);
    expect(noNote.startsWith(guide.answer.en)).toBe(true);
  });
});

describe('composeGuideSteps', () => {
  it('lists the delays and steps of the asker’s role, without a delay already computed', () => {
    const blocks = composeGuideSteps(input()).join('\n');
    expect(blocks).toContain('(art. 1962 C.c.Q.)');
    expect(blocks).toContain(guide.steps[0]!.en);
    expect(composeGuideSteps(input(), ['1962']).join('\n')).not.toContain(guide.deadlines[0]!.en);
    const landlord = composeGuideSteps(
      input({ questionnaire: { userType: 'landlord' } as QuestionnaireFields }),
    ).join('\n');
    expect(landlord).not.toContain(guide.steps[0]!.en);
  });
});

describe('fact thresholds', () => {
  it('are numbers of the article they are checked against', () => {
    for (const check of FACT_CHECKS) {
      expect(readArticleText(check.article)).toContain(`${check.min} ans`);
    }
    for (const condition of UNKNOWN_CONDITIONS) {
      expect(readArticleText(condition.article)).toContain('125%');
    }
  });
});
