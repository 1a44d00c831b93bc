import { describe, expect, it } from 'vitest';
import { addMonths } from './calendar-dates';
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
    expect(findQuestionDates('February 30, 2026 and 12 months and 1950 $', now)).toEqual([]);
  });
});

describe('addMonths', () => {
  it('keeps the day or clamps it to the end of the month', () => {
    expect(addMonths(day('2026-06-30'), -6)).toEqual(day('2025-12-30'));
    expect(addMonths(day('2026-08-31'), -6)).toEqual(day('2026-02-28'));
  });
});
