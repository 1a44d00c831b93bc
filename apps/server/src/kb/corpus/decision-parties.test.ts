import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REAL_CORPUS_DIR } from '../../test/fixture-corpus';
import { readApplicantRole, readCitedArticles, readPrevailingParty } from './decision-parties';

type Record = {
  title: string | null;
  outcome: string;
  parties: { [label: string]: string | null } | null;
};

function readDecisions(file: string): Record[] {
  return readFileSync(join(REAL_CORPUS_DIR, 'caselaw', file), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record);
}

describe('readApplicantRole', () => {
  it('reads the side named with the applicant, in the label or after the name', () => {
    expect(readApplicantRole({ 'locataire - demandeur': 'X', locateur: 'Y' })).toBe('tenant');
    expect(readApplicantRole({ 'locatrice - demanderesse': 'X' })).toBe('landlord');
    expect(readApplicantRole({ demanderesse: 'Marie B. (locataire)', défenderesse: 'M. C.' })).toBe(
      'tenant',
    );
    expect(readApplicantRole({ 'locataire - requérante': 'Collins' })).toBe('tenant');
    expect(readApplicantRole({ 'locateur - partie demanderesse': 'A' })).toBe('landlord');
    expect(readApplicantRole({ demandeurs: 'C. L. (locataire), É. P. (occupant, fils)' })).toBe(
      'tenant',
    );
  });

  it('leaves the side unknown when the record does not state it', () => {
    expect(readApplicantRole(null)).toBeNull();
    // Sides only: who applied is not said.
    expect(readApplicantRole({ locataire: 'A', locateur: 'B' })).toBeNull();
    // An applicant without a side, a syndicate, a sub-tenant.
    expect(readApplicantRole({ 'syndicat de copropriétaires - demandeur': 'S' })).toBeNull();
    expect(readApplicantRole({ demandeur: 'Jean (sous-locataire)' })).toBeNull();
    // Applicants on both sides (a cross-application).
    expect(
      readApplicantRole({ 'locataire - demandeur': 'A', 'locateur - demandeur': 'B' }),
    ).toBeNull();
  });

  it('reads the real corpus conservatively', () => {
    const decisions = [
      ...readDecisions('decisions.jsonl'),
      ...readDecisions('decisions-batch-2.jsonl'),
    ];
    const byTitle = new Map(decisions.map((decision) => [decision.title, decision]));
    const role = (title: string) => readApplicantRole(byTitle.get(title)?.parties);
    expect(role('Binette c. Freundlich')).toBe('tenant');
    expect(role('Succession de Gionet c. Prak')).toBe('landlord');
    expect(role('Syndicat Terrasse Chavoin c. Romain')).toBeNull();
    expect(role("Arcouette c. Office municipal d'habitation de Montréal")).toBeNull();
    // Of the 29 decisions with a known outcome, the applicant's side is read for 21.
    const known = decisions.filter((decision) => decision.outcome !== 'unknown');
    expect(known).toHaveLength(29);
    expect(known.filter((decision) => readApplicantRole(decision.parties))).toHaveLength(21);
  });
});

describe('readPrevailingParty', () => {
  it('reads the second batch values', () => {
    expect(readPrevailingParty('locataires')).toBe('tenant');
    expect(readPrevailingParty('syndicat (locateur)')).toBe('landlord');
    expect(readPrevailingParty('locatrice')).toBe('landlord');
    expect(readPrevailingParty('partagé')).toBe('shared');
    expect(readPrevailingParty('locataire (en partie)')).toBe('shared');
    expect(readPrevailingParty(null)).toBeNull();
  });
});

describe('readCitedArticles', () => {
  it('reads lease-chapter articles cited as art. …, not years or amounts', () => {
    expect(
      readCitedArticles('État du logement; analyse sous art. 1854 et 1863 C.c.Q. depuis 1994'),
    ).toEqual(['1854', '1863']);
    expect(readCitedArticles('articles 1959.1, 1960 et 2000; article 1457 C.c.Q.')).toEqual([
      '1959.1',
      '1960',
      '2000',
    ]);
    expect(readCitedArticles('loyer de 1 971 $ en 1994')).toEqual([]);
  });
});
