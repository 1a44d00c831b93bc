import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The real corpus (../shared/corpus), for retrieval-quality tests. */
export const REAL_CORPUS_DIR = fileURLToPath(
  new URL('../../../../../shared/corpus', import.meta.url),
);

const URL_FR = (article: string) =>
  `https://www.legisquebec.gouv.qc.ca/fr/version/lc/CCQ-1991?code=se:${article}`;
const URL_EN = (article: string) =>
  `https://www.legisquebec.gouv.qc.ca/en/version/cs/CCQ-1991?code=se:${article}`;

/** One consolidated article line in the format of laws/ccq-lease-fr.jsonl. */
export function articleLine(
  article: string,
  text: string,
  options: { history?: string; consolidation?: string; status?: string } = {},
): string {
  return JSON.stringify({
    article,
    text,
    headings: ['CHAPITRE QUATRIÈME — DU LOUAGE', 'SECTION IV — RÈGLES PARTICULIÈRES'],
    history: options.history ?? `1991, c. 64, a. ${article}.`,
    legisquebec_url: URL_FR(article),
    legisquebec_url_en: URL_EN(article),
    consolidation: options.consolidation ?? '2025-06-30',
    status: options.status ?? 'in_force',
  });
}

export const FIXTURE_ARTICLES = [
  articleLine(
    '1904',
    'Le locateur ne peut exiger une somme d’argent autre que le loyer, sous forme de dépôt.',
  ),
  articleLine('1938', 'Le conjoint en union parentale a droit au maintien dans les lieux.', {
    history: '1991, c. 64, a. 1938; 2011, c. 29, a. 4; 2024, c. 22, a. 151.',
  }),
  articleLine('1966', '(Abrogé).', {
    history: '1991, c. 64, a. 1966; 2024, c. 2, a. 131',
    status: 'repealed',
  }),
];

export const FIXTURE_EXCERPTS = [
  JSON.stringify({
    kind: 'law',
    lang: 'en',
    law: 'Civil Code of Québec',
    article: '1904',
    version_note: 'history=20200723',
    url: 'https://www.legisquebec.gouv.qc.ca/en/version/cs/CCQ-1991?code=se:1904&history=20200723',
    truncated: false,
    text: '1904. The lessor may not exact any amount of money other than the rent, in the form of a deposit.\n1991, c. 64, a. 1904.',
  }),
  JSON.stringify({
    kind: 'law',
    lang: 'en',
    law: 'Civil Code of Québec',
    article: '1938',
    version_note: 'history=20240325',
    url: 'https://www.legisquebec.gouv.qc.ca/en/version/cs/CCQ-1991?code=se:1938&history=20240325',
    truncated: true,
    text: '1938. The married or civil union spouse is entitled to maintain occupancy.\n1991, c. 64, a. 1938; 2011, c. 29, s. 4.\n1938. An older version that was cut',
  }),
  JSON.stringify({
    kind: 'law-secondary',
    lang: 'en',
    law: 'Civil Code of Québec (reproduced by a law firm)',
    article: '1851-1853',
    version_note: '2010',
    url: 'https://example.com/lease-articles/',
    truncated: true,
    text: '1851. Lease is a contract…',
  }),
];

const FORMS = {
  forms: [
    {
      id: 'TAL-806A',
      form_name: 'Notice of rent increase and modification of another condition of the lease',
      official_url: 'https://www.tal.gouv.qc.ca/sites/default/files/TAL_806A_E.pdf',
      official_index_url: 'https://www.tal.gouv.qc.ca/en/forms',
      initiating_party: 'lessor',
      use_when: 'A lessor wants to increase the rent at renewal.',
      legal_effect: 'Notifies the lessee under articles 1942 and 1943 C.C.Q.',
    },
    { id: 'TAL-999A', form_name: 'Broken form without use_when or url' },
  ],
};

export const FIXTURE_DECISIONS = [
  JSON.stringify({
    citation: '2023 QCTAL 22726',
    title: 'Boucher c. Corbeil',
    tribunal: 'Tribunal administratif du logement',
    date: '2023-07-28',
    parties: { demanderesse: 'Marie Boucher (locataire)' },
    subject: 'Reprise de logement de mauvaise foi',
    outcome: 'unknown',
    url: 'https://citoyens.soquij.qc.ca/php/decision.php?ID=7740FD02',
  }),
  '{"citation": "2020 QCRDL 1", "title": broken json',
  JSON.stringify({
    citation: null,
    title: 'Savard c. Beaudry',
    tribunal: 'Régie du logement',
    date: '2018-11-30',
    parties: null,
    subject: 'Demande de rétractation',
    outcome: 'dismissed',
    url: 'https://www.tal.gouv.qc.ca/en/summary-decisions-proceedings',
  }),
];

export type FixtureCorpus = {
  dir: string;
  write(path: string, lines: string[] | object): void;
  remove(): void;
};

/** A small corpus in a temporary directory, in the layout of ../shared/corpus. */
export function createFixtureCorpus(): FixtureCorpus {
  const dir = mkdtempSync(join(tmpdir(), 'lexlogis-kb-corpus-'));
  const write = (path: string, content: string[] | object) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    const text = Array.isArray(content)
      ? `${content.join('\n')}\n`
      : JSON.stringify(content, null, 2);
    writeFileSync(join(dir, path), text);
  };
  write('laws/ccq-lease-fr.jsonl', FIXTURE_ARTICLES);
  write('laws/law-excerpts.jsonl', FIXTURE_EXCERPTS);
  write('forms/tal-forms.json', FORMS);
  write('caselaw/decisions.jsonl', FIXTURE_DECISIONS);
  return { dir, write, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
