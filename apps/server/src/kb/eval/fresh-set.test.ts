import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  findArticlesNotInForce,
  findFormsNotFiledByAsker,
  findKeyFactsNotInDecisiveArticles,
  hashSet,
} from '../../test/eval-set-corpus';
import { FRESH_SET_URL, parseFreshSet, toQuestionnaireFields, toSearchContext } from './fresh-set';

/** Recorded when the set was frozen (2026-11-23); see resources/fresh-set.md. */
const FROZEN_SHA256 = '27026f37a1a20c3136024fca0a467756a73e9e2d20b8690fde52058c352fd571';

const raw = readFileSync(FRESH_SET_URL);
const questions = parseFreshSet(raw.toString('utf8'));

describe('fresh evaluation set (frozen 2026-11-23)', () => {
  it('is unchanged since it was frozen', () => {
    expect(hashSet(raw)).toBe(FROZEN_SHA256);
  });

  it('has at least 72 questions, half English half French, with unique ids', () => {
    expect(questions.length).toBeGreaterThanOrEqual(72);
    const english = questions.filter((question) => question.lang === 'en').length;
    expect(english * 2).toBe(questions.length);
    expect(new Set(questions.map((question) => question.id)).size).toBe(questions.length);
  });

  it('asks about two thirds as tenants, a third as landlords, a few as sub-tenants or occupants', () => {
    const share = (role: string) =>
      questions.filter((question) => question.role === role).length / questions.length;
    expect(share('tenant')).toBeGreaterThan(0.55);
    expect(share('tenant')).toBeLessThan(0.75);
    expect(share('landlord')).toBeGreaterThan(0.25);
    expect(share('sub-tenant') + share('occupant')).toBeGreaterThan(0);
  });

  it('cites only articles in force in the corpus', () => {
    expect(findArticlesNotInForce(questions, true)).toEqual([]);
  });

  it('names only catalogue forms that the asker is the party to file', () => {
    expect(findFormsNotFiledByAsker(questions)).toEqual([]);
  });

  it('takes every key fact from the text of a decisive article', () => {
    expect(findKeyFactsNotInDecisiveArticles(questions)).toEqual([]);
  });

  it('the shared checks report a repealed article, a form for the other party and an absent fact', () => {
    const tenantQuestion = questions.find((question) => question.role === 'tenant')!;
    const broken = {
      ...tenantQuestion,
      expected: ['1966'],
      forms: ['TAL-809A'],
      keyFacts: [['nine hundred and ninety-nine days']],
    };
    expect(findArticlesNotInForce([broken], false)).toEqual([`${broken.id}: art. 1966`]);
    expect(findFormsNotFiledByAsker([broken])).toEqual([`${broken.id}: TAL-809A (lessor)`]);
    expect(findKeyFactsNotInDecisiveArticles([broken])).toHaveLength(1);
  });

  it('rejects a malformed record with its line number', () => {
    const good = JSON.stringify(questions[0]);
    const bad = JSON.stringify({ ...questions[0], decisive: ['1999'] });
    expect(() => parseFreshSet(`${good}\n${bad}\n`)).toThrow(/line 2/);
    expect(() => parseFreshSet(JSON.stringify({ ...questions[0], keyfacts: [] }))).toThrow(
      /line 1/,
    );
  });

  it('turns only the answers given into retrieval context', () => {
    const question = questions.find((q) => q.questionnaire?.tenant65Over === true);
    expect(question).toBeDefined();
    expect(toSearchContext(question!)).toEqual({
      userType: question!.role,
      ...question!.questionnaire,
    });
    expect(toSearchContext({ ...question!, questionnaire: undefined })).toEqual({});
  });

  it("gives a filled questionnaire the asker's role, as the form asks it first", () => {
    const landlord = { ...questions[0]!, role: 'landlord' as const };
    const filled = { ...landlord, questionnaire: { buildingAgeUnder5: 'under-5' as const } };
    expect(toQuestionnaireFields(filled)?.userType).toBe('landlord');
    expect(toQuestionnaireFields({ ...landlord, questionnaire: undefined })).toBeNull();
  });
});
