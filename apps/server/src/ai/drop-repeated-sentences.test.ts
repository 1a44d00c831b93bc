import { describe, expect, it } from 'vitest';
import { dropRepeatedSentences } from './drop-repeated-sentences';

describe('dropRepeatedSentences', () => {
  it('drops a sentence an earlier block states word for word, and keeps the others', () => {
    const before =
      'The landlord must repair (art. 1854). Rather than stop paying, the tenant may deposit the rent with the Tribunal after 10 days’ notice (art. 1907).';
    const text =
      'No minimum temperature is set. Rather than stop paying, the tenant may deposit the rent with the Tribunal after 10 days’ notice (art. 1907).';
    expect(dropRepeatedSentences(text, before)).toBe('No minimum temperature is set.');
  });

  it('keeps a sentence that only resembles an earlier one, and keeps line breaks', () => {
    const before = 'The tenant may deposit the rent (art. 1907).';
    const text =
      '**See also: Heating.** The tenant may deposit the rent after notice (art. 1907).\n- A rule line (art. 1863).';
    expect(dropRepeatedSentences(text, before)).toBe(text);
  });

  it('does not cut at the abbreviation of an article number', () => {
    const before = 'Under art. 1907 C.c.Q., the tenant may deposit the rent.';
    expect(
      dropRepeatedSentences(
        'Under art. 1907 C.c.Q., the tenant may deposit the rent. Other.',
        before,
      ),
    ).toBe('Other.');
  });
});
