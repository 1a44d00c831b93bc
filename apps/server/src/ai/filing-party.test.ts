import type { QuestionnaireUserType, Source } from '@lexlogis/contracts';
import { partyForm } from '../test/fixture-sources';
import { describe, expect, it } from 'vitest';
import { MAX_FORMS } from './compose-next-steps';
import { mayFileForm, rankFormsForUser, readFilingParty } from './filing-party';
import { pickSources } from './pick-sources';

const form = partyForm;
// initiating_party as the catalogue gives it for these forms (corpus/forms/tal-forms.json).
const SEARCH_ORDER = [
  form('TAL-100A', 'applicant'),
  form('TAL-806A', 'lessor'),
  form('TAL-013A', 'lessor_or_lessee'),
  form('TAL-807A', 'lessee'),
];
const ids = (sources: readonly Source[]) =>
  sources.map((source) => (source.type === 'FORM' ? source.formId : source.id));

function shownForms(userType: QuestionnaireUserType) {
  return ids(rankFormsForUser(SEARCH_ORDER, userType).slice(0, MAX_FORMS));
}

describe('the filing party of each role', () => {
  it('maps roles to the catalogue parties: a sub-tenant files as a lessee, an occupant as neither', () => {
    expect(readFilingParty('landlord')).toBe('lessor');
    expect(readFilingParty('tenant')).toBe('lessee');
    expect(readFilingParty('sub-tenant')).toBe('lessee');
    expect(readFilingParty('occupant')).toBeUndefined();
    expect(readFilingParty(undefined)).toBeUndefined();
  });

  it("lets a sub-tenant file a lessee's form, but not his sublessor's notice of subletting", () => {
    expect(mayFileForm(form('TAL-805A', 'lessee'), 'sub-tenant')).toBe(true);
    expect(mayFileForm(form('TAL-814A', 'lessee'), 'sub-tenant')).toBe(false);
    expect(mayFileForm(form('TAL-814A', 'lessee'), 'tenant')).toBe(true);
  });

  it("lets an occupant file art. 1938's notices, and no other lessee's form", () => {
    expect(mayFileForm(form('TAL-803A', 'lessee'), 'occupant')).toBe(true);
    expect(mayFileForm(form('TAL-805A', 'lessee'), 'occupant')).toBe(false);
  });

  it("puts the role's own forms first, then the forms either party files, then the rest", () => {
    expect(ids(rankFormsForUser(SEARCH_ORDER, 'sub-tenant'))).toEqual([
      'TAL-807A',
      'TAL-013A',
      'TAL-100A',
      'TAL-806A',
    ]);
    expect(ids(rankFormsForUser(SEARCH_ORDER, 'landlord'))).toEqual([
      'TAL-806A',
      'TAL-013A',
      'TAL-100A',
      'TAL-807A',
    ]);
  });

  it("keeps search order for an occupant, who is not on the lease and so files no lessee's form", () => {
    expect(ids(rankFormsForUser(SEARCH_ORDER, 'occupant'))).toEqual(ids(SEARCH_ORDER));
    expect(ids(pickSources(SEARCH_ORDER, 'occupant'))).toEqual(ids(SEARCH_ORDER.slice(0, 3)));
  });

  it('orders forms the same way in the sources list and in the next steps of an answer', () => {
    for (const userType of ['landlord', 'tenant', 'sub-tenant', 'occupant'] as const) {
      expect(shownForms(userType), userType).toEqual(ids(pickSources(SEARCH_ORDER, userType)));
    }
  });
});
