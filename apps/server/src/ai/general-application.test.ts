import type { Source } from '@lexlogis/contracts';
import { describe, expect, it } from 'vitest';
import {
  findGeneralApplication,
  offersAskerForm,
  type OfferedFormsInput,
} from './general-application';
import type { LookupSources } from './guide-sources';
import { formSource, lawSource } from '../test/fixture-sources';

const lookup: LookupSources = async ({ forms }) => forms.map((id) => formSource(id));

function input(question: string, sources: Source[], extra: Partial<OfferedFormsInput> = {}) {
  return {
    question,
    lang: 'en' as const,
    sources,
    questionnaire: null,
    excludedSituation: null,
    leadArticles: ['1888'],
    guides: [],
    role: 'tenant' as const,
    articleForms: [],
    ...extra,
  };
}

const ids = (forms: readonly Source[]) =>
  forms.map((form) => (form.type === 'FORM' ? form.formId : form.id));

describe('the general application for an answer that names the asker no form', () => {
  it('names TAL-001A when nothing else is the asker’s (a partial expropriation of the lease)', async () => {
    const asked = input(
      'The city expropriates half of our yard, what can I get from my landlord?',
      [lawSource('1888'), lawSource('1858'), formSource('TAL-809A')],
    );
    expect(offersAskerForm(asked)).toBe(false);
    expect(ids(await findGeneralApplication(asked, lookup))).toEqual(['TAL-001A']);
  });

  it('adds nothing when a form is already the asker’s', async () => {
    const sources = [lawSource('1974'), formSource('TAL-812A')];
    const asked = input('I got a low-rental dwelling, how do I end my apartment lease?', sources, {
      leadArticles: ['1974'],
    });
    expect(offersAskerForm(asked)).toBe(true);
    expect(await findGeneralApplication(asked, lookup)).toEqual([]);
    const tied = input('My tenant is still in the apartment after the lease', [lawSource('1889')], {
      articleForms: [formSource('TAL-005A')],
    });
    expect(await findGeneralApplication(tied, lookup)).toEqual([]);
  });

  it('adds nothing for a lease the dwelling rules do not govern, nor out of scope', async () => {
    const garage = input('I rent a garage, the owner wants it back', [lawSource('1882')], {
      excludedSituation: {
        situation: 'not-a-dwelling',
        origin: 'question',
        matched: 'rent a garage',
        movable: false,
      } as OfferedFormsInput['excludedSituation'],
    });
    expect(await findGeneralApplication(garage, lookup)).toEqual([]);
    const weather = input('Will it rain tomorrow?', [lawSource('1888')]);
    expect(await findGeneralApplication(weather, lookup)).toEqual([]);
  });

  it('adds nothing when the opening article’s rule is the other party’s recourse (art. 1920)', async () => {
    const ruleForms = (article: string) =>
      article === '1920'
        ? [
            {
              form: 'TAL-001A',
              party: 'landlord' as const,
              rule: '1920',
              when: { en: 'To apply.', fr: 'Pour déposer.' },
            },
          ]
        : [];
    const asked = input('Seven people live in a one-bedroom apartment', [lawSource('1920')], {
      leadArticles: ['1920'],
    });
    expect(await findGeneralApplication(asked, lookup, ruleForms)).toEqual([]);
    const landlord = { ...asked, role: 'landlord' as const };
    expect(ids(await findGeneralApplication(landlord, lookup, ruleForms))).toEqual(['TAL-001A']);
  });
});
