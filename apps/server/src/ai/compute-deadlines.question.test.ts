import type { QuestionnaireFields } from '@lexlogis/contracts';
import { describe, expect, it } from 'vitest';
import { compute, datesOf, FIXED, UNDETERMINED } from '../test/deadline-fixtures';

/** What the question says: which date is which, how long the lease is, when a notice was sent. */

describe('dates whose role the question does not make clear (issue 9, item 2)', () => {
  it('never takes the lease end for the date the notice was received', () => {
    const en = compute('I received a notice of rent increase; my lease ends on June 30, 2026', [
      '1942',
      '1945',
    ]);
    expect(datesOf(en, '1945')).toEqual([]);
    expect(en.missingDates).toEqual(['notice-received']);
    expect(datesOf(en, '1942')[0]).toContain('ending on June 30, 2026: between January 1, 2026');
    const fr = compute(
      'J’ai reçu un avis d’augmentation de loyer et mon bail se termine le 30 juin 2026',
      ['1945'],
      { lang: 'fr' },
    );
    expect(fr.notes[0]?.text).not.toContain('Avis reçu');
    expect(fr.missingDates).toEqual(['notice-received']);
  });

  it('computes nothing from an ambiguous date and says which date is needed', () => {
    const renewal = compute('My lease renews on July 1, 2026', ['1942', '1960']);
    expect(datesOf(renewal, '1942')).toEqual([]);
    expect(datesOf(renewal, '1960')).toEqual([]);
    expect(renewal.missingDates).toEqual(['lease-end']);
    const two = compute('My lease ends June 30, 2026, or maybe it ends July 31, 2026', ['1942']);
    expect(datesOf(two, '1942')).toEqual([]);
    expect(two.missingDates).toEqual(['lease-end']);
  });
});

describe('the length of the lease (issue 9, item 3)', () => {
  const TWELVE: QuestionnaireFields = { ...FIXED, leaseDuration: 12 };

  it('does not read a notice period as the length of the lease', () => {
    const report = compute('He gave me 3 months notice; my lease ends June 30, 2026', ['1942'], {
      questionnaire: TWELVE,
    });
    expect(datesOf(report, '1942')).toEqual([
      'For a lease of 12 months or more ending on June 30, 2026: between January 1, 2026 and March 31, 2026; that period is running now.',
    ]);
    const unknown = compute('He gave me 3 months notice; my lease ends June 30, 2026', ['1942']);
    expect(datesOf(unknown, '1942')).toHaveLength(2);
  });

  it('reads a length given in a lease context, before the questionnaire', () => {
    const report = compute('Mon bail de 6 mois se termine le 30 juin 2026', ['1942'], {
      lang: 'fr',
      questionnaire: TWELVE,
    });
    expect(datesOf(report, '1942')).toEqual([
      'Pour un bail de moins de 12 mois qui se termine le 30 juin 2026 : entre le 1er mai 2026 et le 31 mai 2026; ce délai n’a pas encore commencé.',
    ]);
  });

  it('uses the questionnaire’s length when the question gives none', () => {
    const report = compute('My lease ends June 30, 2026', ['1960'], {
      questionnaire: { ...FIXED, leaseDuration: 4 },
    });
    expect(datesOf(report, '1960')[0]).toContain('For a lease of six months or less');
  });
});

describe('resiliation taking effect (arts. 1974, 1974.1)', () => {
  it('takes effect two months after the notice for a lease of 12 months or more', () => {
    const report = compute('I sent my landlord the notice on January 15, 2026.', ['1974'], {
      questionnaire: { ...FIXED, leaseDuration: 12 },
    });
    expect(datesOf(report, '1974')).toEqual([
      'For a lease of 12 months or more, with the notice sent on January 15, 2026: the resiliation takes effect on March 15, 2026.',
    ]);
  });

  it('takes effect one month after it for a short lease or a lease with no fixed term', () => {
    const short = compute('I sent the notice on December 31, 2025; my lease is 6 months.', [
      '1974.1',
    ]);
    expect(datesOf(short, '1974.1')).toEqual([
      'For a lease of less than 12 months, with the notice sent on December 31, 2025: the resiliation takes effect on January 31, 2026.',
    ]);
    const open = compute('J’ai envoyé l’avis le 31 décembre 2025.', ['1974'], {
      lang: 'fr',
      questionnaire: UNDETERMINED,
    });
    expect(datesOf(open, '1974')).toEqual([
      'Pour un bail à durée indéterminée, avis envoyé le 31 décembre 2025 : la résiliation prend effet le 31 janvier 2026.',
    ]);
  });

  it('gives both when the lease is unknown, clamping to the end of February', () => {
    expect(datesOf(compute('I sent the notice on December 31, 2025.', ['1974']), '1974')).toEqual([
      'For a lease of 12 months or more, with the notice sent on December 31, 2025: the resiliation takes effect on February 28, 2026.',
      'For a lease of less than 12 months or with no fixed term, with the notice sent on December 31, 2025: the resiliation takes effect on January 31, 2026.',
    ]);
  });

  it('states the rule without a date when the question gives no date of sending', () => {
    const report = compute('I got a place in low-rental housing, can I leave?', ['1974']);
    expect(report.notes[0]?.text).toContain('two months after the notice is sent');
    expect(datesOf(report, '1974')).toEqual([]);
    expect(report.missingDates).toEqual([]);
  });
});
