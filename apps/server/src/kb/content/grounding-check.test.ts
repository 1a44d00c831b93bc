import { describe, expect, it } from 'vitest';
import { articleLine } from '../../test/fixture-corpus';
import {
  buildFixtureCorpus,
  makeContent,
  makeGuide,
  makeNote,
  REAL_ARTICLE_TEXTS,
} from '../../test/fixture-content';
import { checkGrounding } from './grounding-check';
import type { LoadedGuide } from './load-content';

const corpus = buildFixtureCorpus();
const checkGuide = (guide: LoadedGuide) => checkGrounding(makeContent({ guides: [guide] }), corpus);
const messagesAt = (problems: ReturnType<typeof checkGuide>, where: string) =>
  problems.filter((problem) => problem.where === where).map((problem) => problem.message);

describe('checkGrounding', () => {
  it('passes a guide and a note that state only what their articles say', () => {
    const note = makeNote({
      article: '1915',
      en: 'A tenant may abandon a dwelling that becomes unfit for habitation, but must tell the landlord before leaving or within ten days.',
      fr: 'Le locataire peut abandonner un logement devenu impropre à l’habitation, mais doit en aviser le locateur avant l’abandon ou dans les dix jours.',
    });
    expect(checkGrounding(makeContent({ notes: [note], guides: [makeGuide()] }), corpus)).toEqual(
      [],
    );
  });

  it('reports a quantity that the articles the statement rests on do not state', () => {
    const guide = makeGuide();
    guide.deadlines[0] = {
      ...guide.deadlines[0]!,
      en: 'Answer within two months.',
      fr: 'Répondez dans les deux mois.',
    };
    const problems = checkGuide(guide);
    expect(messagesAt(problems, 'guide repossession-senior.deadlines[0].en')).toEqual([
      'states 2 months, which is not in the text of art. 1962',
    ]);
    expect(messagesAt(problems, 'guide repossession-senior.deadlines[0].fr')).toEqual([
      'states 2 months, which is not in the text of art. 1962',
    ]);
  });

  it('holds a deadline to its own article, not to every article of the guide', () => {
    const guide = makeGuide();
    // Six months is in art. 1960, which the guide cites, but this deadline rests on art. 1962.
    guide.deadlines[0] = {
      ...guide.deadlines[0]!,
      en: 'Within six months.',
      fr: 'Dans les six mois.',
    };
    expect(messagesAt(checkGuide(guide), 'guide repossession-senior.deadlines[0].en')).toEqual([
      'states 6 months, which is not in the text of art. 1962',
    ]);
  });

  it('holds a guide rule and its triggers to the rule’s own article, listed in the guide', () => {
    const rule = {
      triggers: { en: ['did not answer'], fr: ['pas répondu'] },
      article: '1962',
      en: 'A tenant who does not answer within one month is deemed to refuse.',
      fr: 'Le locataire qui ne répond pas dans le mois est réputé avoir refusé.',
    };
    expect(checkGuide(makeGuide({ rules: [rule] }))).toEqual([]);
    // Six months is in art. 1960, which the guide cites, but this rule rests on art. 1962.
    const wrong = checkGuide(
      makeGuide({
        rules: [
          {
            ...rule,
            triggers: { en: ['six months'], fr: ['pas répondu'] },
            en: 'Answer within six months.',
            fr: 'Répondez dans les six mois.',
          },
        ],
      }),
    );
    expect(messagesAt(wrong, 'guide repossession-senior.rules[0].en')).toEqual([
      'states 6 months, which is not in the text of art. 1962',
    ]);
    expect(messagesAt(wrong, 'guide repossession-senior.rules[0].triggers.en[0]')).toEqual([
      'states 6 months, which is not in the text of art. 1962',
    ]);
    const unlisted = checkGuide(
      makeGuide({
        rules: [
          { ...rule, article: '1915', en: 'Notify the landlord.', fr: 'Avisez le locateur.' },
        ],
      }),
    );
    expect(messagesAt(unlisted, 'guide repossession-senior.rules[0].article')).toEqual([
      "art. 1915 is cited here but missing from the guide's articles",
    ]);
  });

  it('fails a note once an amendment changes the delay it states', () => {
    const note = makeNote({
      article: '1915',
      en: 'The tenant must tell the landlord within 10 days.',
      fr: 'Le locataire doit aviser le locateur dans les dix jours.',
    });
    const amended = REAL_ARTICLE_TEXTS['1915']!.replace('10 jours', 'cinq jours');
    const content = makeContent({ notes: [note] });
    expect(checkGrounding(content, corpus)).toEqual([]);
    // The English excerpt still says 10 days, but its history predates the amending act.
    const after = buildFixtureCorpus({
      extraLines: [
        articleLine('1915', amended, { history: '1991, c. 64, a. 1915; 2026, c. 3, a. 1.' }),
      ],
    });
    expect(checkGrounding(content, after).map((problem) => problem.where)).toEqual([
      'note 1915.en',
      'note 1915.fr',
    ]);
  });

  it('reports an article that is not in the corpus, wherever it is cited', () => {
    const guide = makeGuide({ articles: ['1957', '1959.1', '1960', '1962', '1999.9'] });
    guide.answer = { ...guide.answer, articles: ['1959.1', '1999.9'] };
    const problems = checkGuide(guide);
    expect(messagesAt(problems, 'guide repossession-senior.articles[4]')).toEqual([
      'cites art. 1999.9, which is not in the corpus',
    ]);
    expect(messagesAt(problems, 'guide repossession-senior.answer.articles[1]')).toEqual([
      'cites art. 1999.9, which is not in the corpus',
    ]);
    const note = makeNote({ article: '1931', en: 'See art. 1998.', fr: 'Voir l’art. 1998.' });
    const noteProblems = checkGrounding(makeContent({ notes: [note] }), corpus);
    expect(noteProblems.map((problem) => problem.message)).toContain(
      'mentions art. 1998, which is not in the corpus',
    );
  });

  it('accepts a repealed article only where both languages say it is repealed', () => {
    const silent = makeNote({ article: '1966', en: 'An old rule.', fr: 'Une ancienne règle.' });
    const said = makeNote({
      article: '1966',
      en: 'This article was repealed.',
      fr: 'Cet article est abrogé.',
    });
    expect(checkGrounding(makeContent({ notes: [silent] }), corpus)).toEqual([
      {
        file: 'notes/fixture.json',
        where: 'note 1966.article',
        message: 'cites art. 1966, which is repealed, without saying so in EN and FR',
      },
    ]);
    expect(checkGrounding(makeContent({ notes: [said] }), corpus)).toEqual([]);
    const mention = makeNote({
      article: '1931',
      en: 'Art. 1966 no longer applies.',
      fr: 'L’art. 1966 est abrogé.',
      alsoCites: ['1966'],
    });
    expect(checkGrounding(makeContent({ notes: [mention] }), corpus)).toEqual([
      expect.objectContaining({ where: 'note 1931.alsoCites[0]' }),
      {
        file: 'notes/fixture.json',
        where: 'note 1931.en',
        message: 'mentions art. 1966, which is repealed, without saying so',
      },
    ]);
  });

  it('reports a form that is not in the catalogue, in the list and in the text', () => {
    const guide = makeGuide();
    guide.forms[0] = { ...guide.forms[0]!, form: 'TAL-899A' };
    guide.steps[0] = { ...guide.steps[0]!, en: 'File TAL-898A.', fr: 'Déposez le TAL-898A.' };
    const problems = checkGuide(guide);
    expect(messagesAt(problems, 'guide repossession-senior.forms[0].form')).toEqual([
      'names form TAL-899A, which is not in the forms catalogue',
    ]);
    expect(messagesAt(problems, 'guide repossession-senior.steps[0].fr')).toEqual([
      'names form TAL-898A, which is not in the forms catalogue',
    ]);
  });

  it('reports a party that the catalogue’s initiating_party contradicts', () => {
    const guide = makeGuide();
    guide.forms[0] = { ...guide.forms[0]!, party: 'landlord' };
    guide.forms[1] = { ...guide.forms[1]!, party: 'either' };
    const problems = checkGuide(guide);
    expect(messagesAt(problems, 'guide repossession-senior.forms[0].party')).toEqual([
      'says TAL-811A is filed by "landlord", but the catalogue\'s initiating_party is "lessee" (tenant)',
    ]);
    expect(messagesAt(problems, 'guide repossession-senior.forms[1].party')).toHaveLength(1);
  });

  it('reports a form tied to a rule the guide does not state', () => {
    const guide = makeGuide({ rules: [] });
    guide.forms[0] = { ...guide.forms[0]!, rule: '1948' };
    expect(messagesAt(checkGuide(guide), 'guide repossession-senior.forms[0].rule')).toEqual([
      "ties TAL-811A to art. 1948, which none of the guide's rules states",
    ]);
  });

  it('lets a guide name either party, or one of them, for a form either party files', () => {
    const guide = makeGuide({
      forms: [
        { form: 'TAL-001A', party: 'tenant', when: { en: 'To apply.', fr: 'Pour déposer.' } },
        { form: 'TAL-013A', party: 'either', when: { en: 'To settle.', fr: 'Pour régler.' } },
        { form: 'TAL-811A', party: 'tenant', when: { en: 'To answer.', fr: 'Pour répondre.' } },
      ],
    });
    expect(checkGuide(guide)).toEqual([]);
  });

  it('reports EN and FR versions that do not carry the same facts', () => {
    const guide = makeGuide();
    guide.answer = {
      ...guide.answer,
      en: 'A tenant aged 65 or over with 10 years in the dwelling is protected (art. 1959.1); answer with TAL-811A.',
      fr: 'Le locataire âgé de 65 ans ou plus est protégé.',
    };
    const problems = messagesAt(checkGuide(guide), 'guide repossession-senior.answer');
    expect(problems).toEqual([
      'EN and FR do not state the same quantities: only in EN: 10 years',
      'EN and FR do not state the same articles: only in EN: 1959.1',
      'EN and FR do not state the same forms: only in EN: TAL-811A',
    ]);
  });

  it('requires the articles a statement cites or mentions to be shown with the guide', () => {
    const guide = makeGuide();
    guide.conditions[0] = { ...guide.conditions[0]!, articles: ['1931'] };
    guide.steps[0] = {
      ...guide.steps[0]!,
      en: 'Read art. 1915 on unfit dwellings.',
      fr: 'Lisez l’art. 1915 sur les logements impropres.',
    };
    const problems = checkGuide(guide);
    expect(messagesAt(problems, 'guide repossession-senior.conditions[0].articles[0]')).toEqual([
      "art. 1931 is cited here but missing from the guide's articles",
    ]);
    expect(messagesAt(problems, 'guide repossession-senior.steps[0].en')[0]).toMatch(
      /^mentions art\. 1915, which is not among the articles it rests on/,
    );
  });

  it('grounds search phrases in the guide’s articles, one language at a time', () => {
    const guide = makeGuide();
    guide.appliesTo.concepts.fr = [...guide.appliesTo.concepts.fr, 'préavis de trois mois'];
    expect(checkGuide(guide)).toEqual([
      {
        file: 'guides/fixture.json',
        where: 'guide repossession-senior.appliesTo.concepts.fr[3]',
        message: 'states 3 months, which is not in the text of arts. 1957, 1959.1, 1960, 1962',
      },
    ]);
  });
});
