import { describe, expect, it } from 'vitest';
import type { StatedAnswers } from '@lexlogis/contracts';
import { readLeaseTerm } from './lease-term';

const now = new Date('2026-11-23T12:00:00Z');
const read = (question: string, questionnaire?: StatedAnswers) =>
  readLeaseTerm(question, questionnaire, now);

describe('readLeaseTerm', () => {
  it('reads a lease with no end date from a person’s words, in both languages', () => {
    expect(read('im month to month, want to move out in feb')).toMatchObject({
      term: 'indeterminate',
      monthly: true,
    });
    expect(read('My lease has no end date. Can he raise the rent?').term).toBe('indeterminate');
    expect(read('Mon bail est à durée indéterminée (ça roule au mois)')).toMatchObject({
      term: 'indeterminate',
      monthly: true,
    });
    expect(read("J'ai pas de date de fin sur mon bail").term).toBe('indeterminate');
    // A thing leased "by the month" is leased for the month, a term (art. 1882), not a length.
    expect(read('I rent a trailer by the month from a dealer. How much notice?')).toMatchObject({
      term: 'indeterminate',
      monthly: true,
    });
  });

  it('reads a fixed term from a length or an end date, with the length only when stated', () => {
    expect(read('the tenant’s lease is 24 months ending june 30 2027')).toMatchObject({
      term: 'fixed',
      months: 24,
    });
    expect(read('I signed a 6-month lease')).toMatchObject({ term: 'fixed', months: 6 });
    const ending = read('lease ends june 30 2027. do I need to sign a new one?');
    expect(ending.term).toBe('fixed');
    expect(ending.months).toBeUndefined();
  });

  it('reads the lease of a room, never a bedroom of the dwelling', () => {
    expect(read('I rent a room in my house to a student').room).toBe(true);
    expect(read('the window of my bedroom is broken').room).toBe(false);
    expect(read('la fenêtre de ma chambre est brisée').room).toBe(false);
  });

  it('falls back on the questionnaire’s stated lease, and guesses nothing else', () => {
    expect(
      read('Can he raise the rent?', { leaseTermType: 'fixed-term', leaseDuration: 12 }),
    ).toMatchObject({
      term: 'fixed',
      months: 12,
    });
    // The form's default lease term is no answer the person gave.
    expect(read('Can he raise the rent?', { leaseTermType: 'undetermined' }).term).toBeUndefined();
    expect(read('He gave me 3 months notice, can he raise the rent?').term).toBeUndefined();
    // The question's words describe this lease: they win over the questionnaire.
    expect(read('im month to month', { leaseTermType: 'fixed-term' }).term).toBe('indeterminate');
  });
});
