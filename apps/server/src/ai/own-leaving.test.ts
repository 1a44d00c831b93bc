import { describe, expect, it } from 'vitest';
import {
  hasOwnCauseOfLeaving,
  isOwnLeavingOfIndeterminateLease,
  isRepossessionArticle,
  keepGuidesForLeaving,
} from './own-leaving';

const NOW = new Date('2026-11-25T12:00:00Z');
const leaving = (question: string, role?: 'tenant' | 'landlord') =>
  isOwnLeavingOfIndeterminateLease(question, role, null, NOW);

describe('a tenant leaving a lease of indeterminate term of their own will', () => {
  it('is read when the lease has no end date and the asker is leaving', () => {
    expect(
      leaving('My lease has no end date and I plan to leave in March. When must I tell the owner?'),
    ).toBe(true);
    expect(leaving("We rent month-to-month and we're moving to Gatineau in spring.")).toBe(true);
    expect(leaving('Je loue de mois en mois et je pars en avril : combien de préavis?')).toBe(true);
    expect(
      leaving('Mon bail est sans date de fin, nous voulons déménager cet été.', 'tenant'),
    ).toBe(true);
  });

  it('is not read when the landlord ends it or asks', () => {
    expect(leaving('Month to month here, and the owner wants to repossess for his son.')).toBe(
      false,
    );
    expect(leaving('Mon bail est au mois et le propriétaire veut me mettre dehors.')).toBe(false);
    expect(
      leaving('My tenant is month to month and wants to leave. How much notice?', 'landlord'),
    ).toBe(false);
  });

  it('is not read when the lease has an end date or none is stated', () => {
    expect(leaving('My lease ends June 30, 2027 and I want to move out. How much notice?')).toBe(
      false,
    );
    expect(leaving('I want to move out of my apartment. How much notice?')).toBe(false);
  });
});

describe('what such a tenant is not told', () => {
  it('sets aside the repossession and eviction articles and the guides resting only on them', () => {
    expect(['1957', '1959.1', '1960', '1970'].every(isRepossessionArticle)).toBe(true);
    expect(['1946', '1942', '1877', '1974'].some(isRepossessionArticle)).toBe(false);
    const guides = [
      { guide: { id: 'repossession', answer: { articles: ['1957', '1960', '1963'] } } },
      { guide: { id: 'lease-term', answer: { articles: ['1877', '1941', '1946'] } } },
    ];
    expect(keepGuidesForLeaving(guides, true).map(({ guide }) => guide.id)).toEqual(['lease-term']);
    expect(keepGuidesForLeaving(guides, false)).toHaveLength(2);
  });
});

describe('a cause of leaving the law gives its own rule', () => {
  it('is read from the chosen guides (arts. 1974, 1974.1, 1976)', () => {
    const guide = (articles: string[]) => ({ guide: { answer: { articles } } });
    expect(hasOwnCauseOfLeaving([guide(['1877', '1946']), guide(['1974.1'])])).toBe(true);
    expect(hasOwnCauseOfLeaving([guide(['1976'])])).toBe(true);
    expect(hasOwnCauseOfLeaving([guide(['1877', '1946']), guide(['1890', '1891'])])).toBe(false);
  });
});
