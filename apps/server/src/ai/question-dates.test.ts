import { describe, expect, it } from 'vitest';
import { findQuestionDates } from './question-dates';

const now = new Date('2026-02-10T12:00:00Z');
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('findQuestionDates', () => {
  it('reads English, French and ISO dates with their role', () => {
    expect(findQuestionDates('My lease ends on June 30, 2026.', now)).toEqual([
      { date: day('2026-06-30'), role: 'lease-end', text: 'June 30, 2026' },
    ]);
    expect(findQuestionDates('Mon bail se termine le 1er juillet 2026', now)[0]).toMatchObject({
      date: day('2026-07-01'),
      role: 'lease-end',
    });
    expect(findQuestionDates('I received the notice on 2026-01-15', now)[0]).toMatchObject({
      date: day('2026-01-15'),
      role: 'notice-received',
    });
  });

  it('places a date without a year in the future for a lease end, in the past for a notice', () => {
    expect(findQuestionDates('my lease ends June 30', now)[0]?.date).toEqual(day('2026-06-30'));
    expect(findQuestionDates('my lease ends January 31', now)[0]?.date).toEqual(day('2027-01-31'));
    expect(findQuestionDates('j’ai reçu l’avis le 20 décembre', now)[0]?.date).toEqual(
      day('2025-12-20'),
    );
  });

  it('ignores impossible dates and plain numbers', () => {
    expect(findQuestionDates('My lease ends February 29, 2027', now)).toEqual([]);
    expect(findQuestionDates('February 30, 2026 and 12 months and 1950 $', now)).toEqual([]);
  });
});

describe('the role of a date comes from its own clause', () => {
  const roles = (question: string) =>
    findQuestionDates(question, now).map(({ date, role }) => [
      date.toISOString().slice(0, 10),
      role,
    ]);

  it('does not take a lease end for the date a notice was received (issue 9)', () => {
    expect(roles('I received a notice of rent increase; my lease ends on June 30, 2026')).toEqual([
      ['2026-06-30', 'lease-end'],
    ]);
    expect(roles('J’ai reçu un avis… et mon bail se termine le 30 juin 2026')).toEqual([
      ['2026-06-30', 'lease-end'],
    ]);
    expect(roles('J’ai reçu un avis d’augmentation, mon bail se termine le 30 juin 2026')).toEqual([
      ['2026-06-30', 'lease-end'],
    ]);
    expect(roles('I got the notice but the lease ends June 30, 2026')).toEqual([
      ['2026-06-30', 'lease-end'],
    ]);
  });

  it('gives each date of one clause the cue that governs it', () => {
    expect(
      roles(
        'I received a notice of rent increase on January 20 that says my lease ends on June 30',
      ),
    ).toEqual([
      ['2026-01-20', 'notice-received'],
      ['2026-06-30', 'lease-end'],
    ]);
    expect(roles('On January 20 I received the notice, and my lease ends June 30')).toEqual([
      ['2026-01-20', 'notice-received'],
      ['2026-06-30', 'lease-end'],
    ]);
    expect(roles('My lease, which I signed on July 1, 2025, ends June 30, 2026')).toEqual([
      ['2025-07-01', 'other'],
      ['2026-06-30', 'lease-end'],
    ]);
    expect(roles('la fin de mon bail est le 30 juin 2026')).toEqual([['2026-06-30', 'lease-end']]);
    expect(roles('My lease runs until June 30, 2026')).toEqual([['2026-06-30', 'lease-end']]);
  });

  it('tells a notice received from a notice sent', () => {
    expect(roles('My landlord sent me a notice on January 20')).toEqual([
      ['2026-01-20', 'notice-received'],
    ]);
    expect(roles('I sent my landlord the notice on 2026-01-15')).toEqual([
      ['2026-01-15', 'notice-sent'],
    ]);
    expect(roles('J’ai envoyé l’avis au locateur le 15 janvier 2026')).toEqual([
      ['2026-01-15', 'notice-sent'],
    ]);
  });

  it('leaves a date without a cue, or with conflicting cues, unclassified', () => {
    expect(roles('I received a notice of rent increase. What about June 30, 2026?')).toEqual([
      ['2026-06-30', 'other'],
    ]);
    expect(roles('I have until March 3 to answer')).toEqual([['2026-03-03', 'other']]);
    expect(
      roles('I received a notice about the end of my lease, dated on the paper as June 30, 2026'),
    ).toEqual([['2026-06-30', 'other']]);
    expect(roles('I received the notice about the renewal of my lease for June 30, 2026')).toEqual([
      ['2026-06-30', 'ambiguous'],
    ]);
  });

  it('never guesses whether a renewal date is the last day or the first of the new term', () => {
    expect(roles('My lease renews on July 1, 2026')).toEqual([['2026-07-01', 'ambiguous']]);
    expect(roles('Mon bail est reconduit le 1er juillet 2026')).toEqual([
      ['2026-07-01', 'ambiguous'],
    ]);
  });
});
