import { describe, expect, it } from 'vitest';
import { caselawSearchQuerySchema, readTribunalCode } from './caselaw';
import { createSituationRequestSchema } from './situation';

describe('caselawSearchQuerySchema', () => {
  it('defaults to page 1 of 10 and keeps the filters', () => {
    expect(
      caselawSearchQuerySchema.parse({ q: ' punaises ', tribunal: 'tal', from: '2020-01-01' }),
    ).toEqual({ q: 'punaises', tribunal: 'tal', from: '2020-01-01', page: 1, limit: 10 });
  });

  it.each([
    [{ court: 'tal' }, ''],
    [{ tribunal: 'supreme' }, 'tribunal'],
    [{ outcome: 'won' }, 'outcome'],
    [{ claimType: 'anything' }, 'claimType'],
    [{ from: '2024-13-01' }, 'from'],
    [{ to: 'yesterday' }, 'to'],
    [{ from: '2024-05-01', to: '2024-01-01' }, 'to'],
    [{ page: '0' }, 'page'],
    [{ limit: '51' }, 'limit'],
    [{ limit: '2.5' }, 'limit'],
  ])('rejects %j', (query, path) => {
    const result = caselawSearchQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    if (path) expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(path);
  });
});

describe('readTribunalCode', () => {
  it('reads the tribunal as the corpus names it', () => {
    expect(readTribunalCode('Tribunal administratif du logement')).toBe('tal');
    expect(readTribunalCode('Régie du logement (en révision)')).toBe('rdl');
    expect(readTribunalCode("Cour du Québec (appel d'une décision de la Régie du logement)")).toBe(
      'cq',
    );
    expect(readTribunalCode('Cour supérieure du Québec (contrôle judiciaire)')).toBe('cs');
    expect(readTribunalCode('Commission des droits')).toBeNull();
    expect(readTribunalCode(null)).toBeNull();
  });
});

describe('createSituationRequestSchema', () => {
  it('needs a title and accepts partial answers and search filters', () => {
    const parsed = createSituationRequestSchema.parse({
      title: ' Punaises ',
      answers: { userType: 'tenant' },
      search: { q: 'punaises de lit', outcome: 'granted' },
    });
    expect(parsed).toMatchObject({ title: 'Punaises', description: '' });
    expect(createSituationRequestSchema.safeParse({ title: '  ' }).success).toBe(false);
    expect(createSituationRequestSchema.safeParse({ title: 'T', extra: 1 }).success).toBe(false);
    expect(
      createSituationRequestSchema.safeParse({ title: 'T', search: { tribunal: 'x' } }).success,
    ).toBe(false);
  });
});
