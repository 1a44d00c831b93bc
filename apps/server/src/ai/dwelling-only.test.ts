import { describe, expect, it } from 'vitest';
import { makeGuide } from '../test/fixture-content';
import { makeAnswerInput } from '../test/fixture-answer-input';
import { composeGuideSteps, composeGuideSummary } from './compose-guide-answer';
import { formSource, lawSource } from '../test/fixture-sources';
import {
  isDwellingOnlyArticle,
  isLeaseOfImmovable,
  keepGuidePartsForLease,
  keepGuidesForLease,
  keepLeadResults,
  keepResultsForLease,
  readNotDwelling,
} from './dwelling-only';
import type { ExcludedSituationNote } from './answer-types';

const vacation: ExcludedSituationNote = {
  situation: 'vacation-rental',
  origin: 'question',
  paragraph: '1°',
};
const garage: ExcludedSituationNote = {
  situation: 'not-a-dwelling',
  origin: 'question',
  movable: false,
};

describe('answers about a lease the dwelling-lease rules may not govern', () => {
  it('counts arts. 1893–2000 as dwelling-only, the general rules and art. 1892 not', () => {
    expect(['1936', '1941', '1942', '1959.1', '2000'].every(isDwellingOnlyArticle)).toBe(true);
    expect(['1851', '1877', '1879', '1882', '1892'].some(isDwellingOnlyArticle)).toBe(false);
  });

  it('reads a lease of a thing that is not a dwelling from the question', () => {
    expect(readNotDwelling('I rent a storage unit (not a dwelling) for my tools')).toMatchObject({
      situation: 'not-a-dwelling',
      origin: 'question',
    });
    expect(readNotDwelling('Je loue un local d’entreposage pour mes outils')).not.toBeNull();
    expect(readNotDwelling('My landlord wants to raise the rent of my apartment')).toBeNull();
    // A parking spot or storage space that goes with the dwelling is one of its dependencies.
    expect(
      readNotDwelling('My lease covers my 4 1/2 and a storage unit in the basement'),
    ).toBeNull();
  });

  it('leaves out the guides whose answer is a dwelling-only rule, not the one on art. 1892', () => {
    const renewal = makeGuide({ id: 'renewal' });
    const rooms = makeGuide({ id: 'rooms' });
    rooms.answer = { ...rooms.answer, articles: ['1892', '1936'] };
    const presumed = makeGuide({ id: 'presumed' });
    presumed.answer = { ...presumed.answer, articles: ['1853', '1936'] };
    const general = makeGuide({ id: 'general' });
    general.answer = { ...general.answer, articles: ['1854', '1863'] };
    const guides = [renewal, rooms, presumed, general].map((guide) => ({ guide, matched: ['x'] }));
    expect(keepGuidesForLease(guides, vacation).map(({ guide }) => guide.id)).toEqual([
      'rooms',
      'general',
    ]);
    expect(keepGuidesForLease(guides, null)).toHaveLength(4);
  });

  it('answers from search’s general rules, with art. 1892’s effect stated by its note', () => {
    const results = ['1892', '1941', '1879', '1936', '1882'].map((a) => ({ source: lawSource(a) }));
    const articles = (hits: typeof results) =>
      hits.map(({ source }) => (source.type === 'LAW' ? source.article : ''));
    expect(articles(keepResultsForLease(results, vacation))).toEqual(['1892', '1879', '1882']);
    expect(articles(keepLeadResults(results, vacation))).toEqual(['1941', '1879', '1936', '1882']);
    expect(keepResultsForLease(results, null)).toHaveLength(5);
    expect(keepLeadResults(results, null)).toHaveLength(5);
  });

  it('states no dwelling-only rule and names no Tribunal form to such a lease', () => {
    const rule = {
      triggers: { en: ['renewed'], fr: ['reconduit'] },
      article: '1941',
      en: 'The lease is renewed of right.',
      fr: 'Le bail est reconduit de plein droit.',
    };
    const general = { ...rule, article: '1879', en: 'The lease is tacitly renewed.' };
    const guides = [{ guide: makeGuide(), matched: ['renewal'], rules: [rule, general] }];
    const input = makeAnswerInput({ question: 'Is it renewed?', guides });
    const dwelling = composeGuideSummary(input, []);
    expect(dwelling).toContain(rule.en);
    expect(dwelling).toMatch(/Forms for you: \*\*TAL-/);
    const excluded = composeGuideSummary({ ...input, excludedSituation: vacation }, []);
    expect(excluded).not.toContain(rule.en);
    expect(excluded).toContain(general.en);
    expect(excluded).not.toMatch(/TAL-\d/);
    const steps = composeGuideSteps({ ...input, excludedSituation: vacation }).join('\n');
    expect(steps).not.toMatch(/art\. 19(59\.1|60|62) C\.c\.Q\.\)$/m);
  });

  it('gives the lease of a garage none of the guides, which are written for a dwelling', () => {
    const rooms = makeGuide({ id: 'rooms' });
    rooms.answer = { ...rooms.answer, articles: ['1892', '1936'] };
    const general = makeGuide({ id: 'general' });
    general.answer = { ...general.answer, articles: ['1854', '1863'] };
    const guides = [rooms, general].map((guide) => ({ guide, matched: ['x'] }));
    expect(keepGuidesForLease(guides, garage)).toEqual([]);
  });

  it('names no Tribunal form for such a lease but, for a room, those of the guide on art. 1892', () => {
    // One rule for the Summary's form list, the steps and the conditions: a lease the dwelling
    // rules do not govern goes to the ordinary courts; but whether a room is a hotel's or the
    // lessor's own home, or one the rules govern, is the rooms guide's TAL-001A dispute.
    const step = (en: string) => ({ en, fr: en, roles: ['tenant' as const] });
    const form = (id: string) => ({ form: id, party: 'tenant' as const, when: { en: id, fr: id } });
    const repairs = makeGuide({ id: 'repairs' });
    repairs.answer = { ...repairs.answer, articles: ['1854', '1863'] };
    repairs.steps = [step('Write to the landlord.'), step('File form TAL-003A.')];
    repairs.conditions = [
      { en: 'When the Tribunal reduces the rent…', fr: 'Lorsque le Tribunal…', articles: ['1863'] },
    ];
    repairs.forms = [form('TAL-003A')];
    const rooms = makeGuide({ id: 'rooms' });
    rooms.answer = { ...rooms.answer, articles: ['1892', '1936'] };
    rooms.steps = [
      step('Check which case fits.'),
      step('Bring the dispute to the Tribunal (TAL-001A).'),
    ];
    rooms.forms = [form('TAL-001A')];
    const guides = [repairs, rooms].map((guide) => ({ guide, matched: ['x'] }));
    const sources = [lawSource('1863'), formSource('TAL-003A'), formSource('TAL-001A')];
    const input = makeAnswerInput({ question: 'My room leaks.', guides, sources });
    const compose = (excludedSituation: ExcludedSituationNote | null) => ({
      summary: composeGuideSummary({ ...input, excludedSituation }, []),
      steps: composeGuideSteps({ ...input, excludedSituation }).join('\n'),
    });
    const dwelling = compose(null);
    expect(dwelling.summary).toMatch(/TAL-003A.*TAL-001A/s);
    expect(dwelling.steps).toContain('File form TAL-003A.');
    expect(dwelling.steps).toContain('When the Tribunal reduces the rent');
    const room = compose({ situation: 'landlord-primary-residence', origin: 'question' });
    expect(room.summary).not.toContain('TAL-003A');
    expect(room.summary).toContain('**TAL-001A**');
    expect(room.steps).toContain('Write to the landlord.');
    expect(room.steps).not.toContain('TAL-003A');
    expect(room.steps).not.toContain('When the Tribunal reduces the rent');
    expect(room.steps).toContain('Bring the dispute to the Tribunal (TAL-001A).');
    // A cottage leased for the holidays is no room: no Tribunal form at all.
    const cottage = compose(vacation);
    expect(`${cottage.summary}\n${cottage.steps}`).not.toMatch(/TAL-\d/);
    expect(cottage.steps).toContain('Check which case fits.');
    expect(keepGuidePartsForLease(repairs, null)).toBe(repairs);
  });

  it('tells the lease of an immovable from a movable’s and from art. 1892’s cases', () => {
    expect(isLeaseOfImmovable(readNotDwelling('I lease a garage on its own for my boat'))).toBe(
      true,
    );
    expect(isLeaseOfImmovable(readNotDwelling('I rent a utility trailer from a guy'))).toBe(false);
    expect(isLeaseOfImmovable(vacation)).toBe(false);
    expect(isLeaseOfImmovable(null)).toBe(false);
  });
});
