import { FORMAL_NOTICE_SITUATIONS, type FormalNoticeFields } from '@lexlogis/contracts';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../kb/content/load-content';
import { readArticleText } from '../../test/fixture-sources';
import { composeFormalNotice } from './compose-formal-notice';
import { computeNoticeDeadline, formatIsoDay, readQuebecDay } from './notice-deadline';
import { resolveNoticeLaw } from './notice-situations';

const { guides } = loadContent();
const laws = resolveNoticeLaw(guides);

const fields: FormalNoticeFields = {
  role: 'tenant',
  situation: 'repairs',
  sender: { name: 'Awa Diallo', address: '12 rue Saint-Denis, app. 3\nMontréal QC H2X 1K1' },
  recipient: { name: 'Gestion Tremblay inc.', address: '400 boul. René-Lévesque\nMontréal QC' },
  facts: 'Since January 10, the heating in the bedroom does not work.',
  demand: 'Repair the heating in the bedroom.',
  deadline: { kind: 'period', amount: 10, unit: 'days' },
};

const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

describe('formal notice law', () => {
  it.each(FORMAL_NOTICE_SITUATIONS)(
    '%s cites articles of its guide that are in the corpus, and a form of that guide',
    (situation) => {
      const law = laws[situation];
      const guide = guides.find((candidate) => candidate.id === law.guideId);
      expect(guide, law.guideId).toBeDefined();
      expect(law.statement.articles.length).toBeGreaterThan(0);
      for (const article of law.statement.articles) {
        expect(guide?.articles, `${situation}: art. ${article}`).toContain(article);
        expect(readArticleText(article).length).toBeGreaterThan(0);
      }
      expect(guide?.forms.map((form) => form.form)).toContain(law.form.form);
    },
  );

  it('grounds a repair notice in arts. 1854, 1863, 1864, 1866 of the repairs guide, and TAL-001A', () => {
    expect(laws.repairs.guideId).toBe('repairs');
    expect(laws.repairs.statement.articles).toEqual(
      expect.arrayContaining(['1854', '1863', '1864', '1866']),
    );
    expect(laws.repairs.form.form).toBe('TAL-001A');
    expect(laws.disturbance.statement.articles).toContain('1861');
    expect(laws['unpaid-rent'].form.form).toBe('TAL-065A');
  });
});

describe('composeFormalNotice', () => {
  it('states the facts, the guide text, the demand, the deadline date, the next step and the disclaimer (FR)', () => {
    const letter = composeFormalNotice({
      lang: 'fr',
      fields,
      law: laws.repairs,
      today: day('2025-03-01'),
      deadline: day('2025-03-11'),
    });
    const text = letter.paragraphs.join('\n');
    expect(letter.heading).toBe('MISE EN DEMEURE');
    expect(letter.dateLine).toBe('Le 1er mars 2025');
    expect(letter.senderLines).toEqual([
      'Awa Diallo',
      '12 rue Saint-Denis, app. 3',
      'Montréal QC H2X 1K1',
    ]);
    expect(text).toContain(fields.facts);
    expect(text).toContain(fields.demand);
    expect(text).toContain(laws.repairs.statement.fr);
    expect(text).toContain('Vous avez jusqu’au 11 mars 2025');
    expect(text).toContain('Tribunal administratif du logement');
    expect(text).toContain('formulaire TAL-001A (pour demander au Tribunal la réparation');
    expect(text).toContain('Articles invoqués : Code civil du Québec, art. 1854, 1863, 1864');
    expect(letter.citedArticles).toEqual(['1854', '1863', '1864', '1866', '1867', '1868', '1907']);
    expect(letter.deadlineDate).toBe('2025-03-11');
    expect(letter.disclaimer).toContain('non d’un avis juridique');
  });

  it('writes the English letter from the English guide text', () => {
    const letter = composeFormalNotice({
      lang: 'en',
      fields,
      law: laws.repairs,
      today: day('2025-03-01'),
      deadline: day('2025-04-01'),
    });
    const text = letter.paragraphs.join('\n');
    expect(letter.dateLine).toBe('March 1, 2025');
    expect(text).toContain(laws.repairs.statement.en);
    expect(text).toContain('You have until April 1, 2025 to comply');
    expect(text).toContain('using form TAL-001A (to ask the Tribunal for the repair');
    expect(letter.disclaimer).toContain('legal information, not legal advice');
  });
});

describe('computeNoticeDeadline', () => {
  const at = (iso: string) => new Date(iso);
  const compute = (deadline: FormalNoticeFields['deadline'], now: string) => {
    const result = computeNoticeDeadline(deadline, at(now));
    return result && formatIsoDay(result);
  };

  it('adds days and months to the Québec day, clamping to the end of a shorter month', () => {
    expect(compute({ kind: 'period', amount: 10, unit: 'days' }, '2025-03-01T12:00:00Z')).toBe(
      '2025-03-11',
    );
    expect(compute({ kind: 'period', amount: 1, unit: 'months' }, '2025-01-31T15:00:00Z')).toBe(
      '2025-02-28',
    );
    expect(compute({ kind: 'period', amount: 1, unit: 'months' }, '2028-01-31T15:00:00Z')).toBe(
      '2028-02-29',
    );
    expect(compute({ kind: 'period', amount: 3, unit: 'days' }, '2025-12-30T15:00:00Z')).toBe(
      '2026-01-02',
    );
  });

  it('counts from the Québec day, not the UTC one', () => {
    // 02:00 UTC on March 1 is still February 28 in Montréal.
    expect(formatIsoDay(readQuebecDay(at('2025-03-01T02:00:00Z')))).toBe('2025-02-28');
    expect(compute({ kind: 'period', amount: 1, unit: 'days' }, '2025-03-01T02:00:00Z')).toBe(
      '2025-03-01',
    );
  });

  it('refuses a date that is today or past, and an impossible date', () => {
    const now = '2025-03-01T12:00:00Z';
    expect(compute({ kind: 'date', date: '2025-03-02' }, now)).toBe('2025-03-02');
    expect(compute({ kind: 'date', date: '2025-03-01' }, now)).toBeUndefined();
    expect(compute({ kind: 'date', date: '2024-12-31' }, now)).toBeUndefined();
    expect(compute({ kind: 'date', date: '2025-02-30' }, now)).toBeUndefined();
  });
});
