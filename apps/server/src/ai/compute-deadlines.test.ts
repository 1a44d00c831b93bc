import { describe, expect, it } from 'vitest';
import { computeDeadlines } from './compute-deadlines';
import { compute, datesOf, FIXED, NOW, UNDETERMINED } from '../test/deadline-fixtures';
import { lawSource } from '../test/fixture-sources';

describe('window rules (arts. 1942, 1944, 1946): counted from the day after the lease ends', () => {
  it('gives January 1 to March 31 for a 12-month lease ending June 30', () => {
    const report = compute('My 12-month lease ends on June 30, 2026.', ['1942', '1944', '1946']);
    for (const article of ['1942', '1944', '1946']) {
      expect(datesOf(report, article)).toEqual([
        'For a lease of 12 months or more ending on June 30, 2026: between January 1, 2026 and March 31, 2026; that period is running now.',
      ]);
    }
    expect(report.missingDates).toEqual([]);
  });

  it('says it in French', () => {
    const report = compute('Mon bail de 12 mois se termine le 30 juin 2026.', ['1942'], {
      lang: 'fr',
    });
    expect(datesOf(report, '1942')).toEqual([
      'Pour un bail de 12 mois ou plus qui se termine le 30 juin 2026 : entre le 1er janvier 2026 et le 31 mars 2026; ce délai court en ce moment.',
    ]);
  });

  it('gives both windows when the length of the lease is unknown', () => {
    expect(datesOf(compute('My lease ends on December 31, 2026.', ['1942']), '1942')).toEqual([
      'For a lease of 12 months or more ending on December 31, 2026: between July 1, 2026 and September 30, 2026; that period has not started yet.',
      'For a lease of less than 12 months ending on December 31, 2026: between November 1, 2026 and November 30, 2026; that period has not started yet.',
    ]);
  });

  it('gives one to two months for a lease of less than 12 months, at the end of February', () => {
    const report = compute('My 6-month lease ends on February 28, 2027.', ['1946']);
    expect(datesOf(report, '1946')).toEqual([
      'For a lease of less than 12 months ending on February 28, 2027: between January 1, 2027 and January 31, 2027; that period has not started yet.',
    ]);
  });

  it('handles a lease ending on the 29th of February and on April 30', () => {
    const leap = compute('My one-year lease ends on February 29, 2028.', ['1942']);
    expect(datesOf(leap, '1942')[0]).toContain('between September 1, 2027 and November 30, 2027');
    const april = compute('My 12-month lease ends on April 30, 2026.', ['1942']);
    expect(datesOf(april, '1942')[0]).toContain(
      'between November 1, 2025 and January 31, 2026; that period is over (today is February 10, 2026)',
    );
  });

  it('gives 10 to 20 days for a room', () => {
    const report = compute('I rent a room and my lease ends on June 30, 2026.', ['1942']);
    expect(datesOf(report, '1942')).toEqual([
      'For a lease of a room ending on June 30, 2026: between June 11, 2026 and June 20, 2026; that period has not started yet.',
    ]);
  });

  it('asks for nothing it cannot use: a lease with no fixed term has no end to count from', () => {
    const report = compute('Can my landlord raise the rent?', ['1942', '1946'], {
      questionnaire: UNDETERMINED,
    });
    expect(datesOf(report, '1942')).toEqual([]);
    expect(report.missingDates).toEqual([]);
    const fixed = compute('Can my landlord raise the rent?', ['1942'], { questionnaire: FIXED });
    expect(fixed.missingDates).toEqual(['lease-end']);
  });
});

describe('latest-date rule (art. 1960)', () => {
  it('says "no later than" with the days left, never that a period has not started', () => {
    const report = compute('My 12-month lease ends on December 31, 2026. Repossession?', ['1960']);
    expect(datesOf(report, '1960')).toEqual([
      'For a lease of more than six months ending on December 31, 2026: no later than June 30, 2026, 140 days left.',
    ]);
    expect(report.notes[0]?.text).not.toMatch(/between|not started/);
  });

  it('says the deadline has passed once it has', () => {
    const report = compute('My 12-month lease ends on June 30, 2026.', ['1960']);
    expect(datesOf(report, '1960')).toEqual([
      'For a lease of more than six months ending on June 30, 2026: no later than December 31, 2025; that deadline has passed (today is February 10, 2026).',
    ]);
  });

  it('counts the last day and a single day', () => {
    const lastDay = compute('My 12-month lease ends on December 31, 2026.', ['1960'], {
      now: new Date('2026-06-30T20:00:00Z'),
    });
    expect(datesOf(lastDay, '1960')[0]).toContain(
      'no later than June 30, 2026, today is the last day.',
    );
    const oneDay = compute('My 12-month lease ends on December 31, 2026.', ['1960'], {
      now: new Date('2026-06-29T08:00:00Z'),
    });
    expect(datesOf(oneDay, '1960')[0]).toContain('no later than June 30, 2026, 1 day left.');
  });

  it('gives one month for a lease of six months or less, six months above', () => {
    const six = compute('My 6-month lease ends on June 30, 2026.', ['1960']);
    expect(datesOf(six, '1960')).toEqual([
      'For a lease of six months or less ending on June 30, 2026: no later than May 31, 2026, 110 days left.',
    ]);
    const seven = compute('My lease of 7 months ends on August 31, 2026.', ['1960']);
    expect(datesOf(seven, '1960')).toEqual([
      'For a lease of more than six months ending on August 31, 2026: no later than February 28, 2026, 18 days left.',
    ]);
  });

  it('says it in French', () => {
    const report = compute('Mon bail d’un an se termine le 31 décembre 2026.', ['1960'], {
      lang: 'fr',
    });
    expect(datesOf(report, '1960')).toEqual([
      'Pour un bail de plus de six mois qui se termine le 31 décembre 2026 : au plus tard le 30 juin 2026, il reste 140 jours.',
    ]);
    const passed = compute('Mon bail de 12 mois se termine le 30 juin 2026.', ['1960'], {
      lang: 'fr',
    });
    expect(datesOf(passed, '1960')[0]).toContain(
      'au plus tard le 31 décembre 2025; cette date limite est passée (nous sommes le 10 février 2026).',
    );
  });

  it('gives both deadlines when the length is unknown, none for a lease with no fixed term', () => {
    expect(datesOf(compute('My lease ends on December 31, 2026.', ['1960']), '1960')).toEqual([
      'For a lease of more than six months ending on December 31, 2026: no later than June 30, 2026, 140 days left.',
      'For a lease of six months or less ending on December 31, 2026: no later than November 30, 2026, 293 days left.',
    ]);
    const open = compute('My landlord wants my dwelling back.', ['1960'], {
      questionnaire: UNDETERMINED,
    });
    expect(datesOf(open, '1960')).toEqual([]);
    expect(open.missingDates).toEqual([]);
  });
});

describe('one month from a notice received (arts. 1945, 1962)', () => {
  it('counts the month and the days left', () => {
    const report = compute('I received the notice on January 15, 2026.', ['1945', '1962']);
    for (const article of ['1945', '1962']) {
      expect(datesOf(report, article)).toEqual([
        'Notice received on January 15, 2026: the one-month period ends on February 15, 2026, 5 days left.',
      ]);
    }
  });

  it('ends on the last day of a shorter month, and says when it has passed', () => {
    const endOfMonth = compute('I received the notice on January 31, 2026.', ['1945']);
    expect(datesOf(endOfMonth, '1945')[0]).toContain('ends on February 28, 2026, 18 days left.');
    const passed = compute('I received the notice on December 1, 2025.', ['1962']);
    expect(datesOf(passed, '1962')[0]).toContain(
      'ends on January 1, 2026; that deadline has passed (today is February 10, 2026).',
    );
  });
});

describe('rules stated without dates (arts. 1938, 1947, 1963, 1971)', () => {
  it('states each rule and computes nothing', () => {
    const report = compute('My lease ends on June 30, 2026.', ['1938', '1947', '1963', '1971']);
    expect(report.notes.map((note) => note.article)).toEqual(['1947', '1963', '1938', '1971']);
    for (const note of report.notes) expect(note.text).not.toContain('June 30, 2026');
    expect(report.missingDates).toEqual([]);
  });

  it('states a rule only when the quoted article holds its words', () => {
    const source = { ...lawSource('1960'), content: 'Texte sans délai.' };
    const report = computeDeadlines({
      question: 'My lease ends on June 30, 2026.',
      lang: 'en',
      sources: [source],
      now: NOW,
    });
    expect(report.notes).toEqual([]);
  });
});
