import { parseCcqArticles } from '../kb/corpus/parse-ccq';
import { parseTalForms } from '../kb/corpus/parse-forms';
import { parseLawExcerpts } from '../kb/corpus/parse-law-excerpts';
import { buildGroundingCorpus, type GroundingCorpus } from '../kb/content/grounding-corpus';
import type { ContentOrigin, KbContent, LoadedGuide, LoadedNote } from '../kb/content/load-content';
import { articleLine } from './fixture-corpus';

/**
 * A small corpus for the grounding check, with the real consolidated text (30 June 2025) of the
 * articles it uses, read through the ingestion parsers, and notes and guides to check against it.
 */

export const REAL_ARTICLE_TEXTS: Record<string, string> = {
  '1915':
    'Le locataire peut abandonner son logement s’il devient impropre à l’habitation. Il est alors tenu d’aviser le locateur de l’état du logement, avant l’abandon ou dans les 10 jours qui suivent.\nLe locataire qui donne cet avis est dispensé de payer le loyer pour la période pendant laquelle le logement est impropre à l’habitation, à moins que l’état du logement ne résulte de sa faute.',
  '1931':
    'Le locateur est tenu, à moins d’une urgence, de donner au locataire un préavis de 24 heures de son intention de vérifier l’état du logement, d’y effectuer des travaux ou de le faire visiter par un acquéreur éventuel.',
  '1957':
    'Le locateur d’un logement, s’il en est le propriétaire, peut le reprendre pour l’habiter lui-même ou y loger ses ascendants ou descendants au premier degré, ou tout autre parent ou allié dont il est le principal soutien.\nIl peut aussi le reprendre pour y loger un conjoint dont il demeure le principal soutien après la séparation de corps, le divorce ou la dissolution de l’union civile.',
  '1959.1':
    'Le locateur ne peut reprendre un logement ou en évincer un locataire lorsque ce dernier ou son conjoint, au moment de la reprise ou de l’éviction, est âgé de 65 ans ou plus, occupe le logement depuis au moins 10 ans et a un revenu égal ou inférieur à 125% du revenu maximal lui permettant d’être admissible à un logement à loyer modique selon le Règlement sur l’attribution des logements à loyer modique (chapitre S-8, r. 1).\nIl peut toutefois reprendre le logement dans l’une ou l’autre des situations suivantes:\n1° il est lui-même âgé de 65 ans ou plus et souhaite reprendre le logement pour s’y loger;\n2° le bénéficiaire de la reprise est âgé de 65 ans ou plus;\n3° il est un propriétaire occupant âgé de 65 ans ou plus et souhaite loger, dans le même immeuble que lui, un bénéficiaire âgé de moins de 65 ans.\nLa Société d’habitation du Québec publie sur son site Internet les seuils de revenu maximal permettant à un locataire d’être admissible à un logement à loyer modique.',
  '1960':
    'Le locateur qui désire reprendre le logement ou évincer le locataire doit aviser celui-ci, au moins six mois avant l’expiration du bail à durée fixe; si la durée du bail est de six mois ou moins, l’avis est d’un mois.\nToutefois, lorsque le bail est à durée indéterminée, l’avis doit être donné six mois avant la date de la reprise ou de l’éviction.',
  '1962':
    'Dans le mois de la réception de l’avis de reprise ou d’éviction, le locataire est tenu d’aviser le locateur de son intention de s’y conformer ou non; s’il omet de le faire, il est réputé avoir refusé de quitter le logement.',
};

/** The official English text of art. 1915 (law-excerpts.jsonl), current: no act amended it since. */
const EXCERPT_1915 = JSON.stringify({
  kind: 'law',
  lang: 'en',
  law: 'Civil Code of Québec',
  article: '1915',
  version_note: 'history=20200723',
  url: 'https://www.legisquebec.gouv.qc.ca/en/version/cs/CCQ-1991?code=se:1915&history=20200723',
  truncated: false,
  text: '1915. A lessee may abandon his dwelling if it becomes unfit for habitation, but he is bound to inform the lessor of the condition of the dwelling before abandoning it or within the following 10 days.\nA lessee who gives such a notice to the lessor is exempt from rent for the period during which the dwelling is unfit for habitation, unless the condition of the dwelling is the result of his own fault.\n1991, c. 64, a. 1915.',
});

const FORMS: Array<[id: string, name: string, party: string]> = [
  ['TAL-001A', 'Application', 'applicant'],
  ['TAL-809A', 'Notice of repossession', 'lessor'],
  ['TAL-811A', 'Response to a notice of repossession', 'lessee'],
  ['TAL-013A', 'Discontinuance or agreement', 'lessor_or_lessee'],
];

/** Corpus lines as the parsers read them; `articles` replaces or adds article texts. */
export function buildFixtureCorpus(
  options: {
    articles?: Record<string, string>;
    extraLines?: string[];
    excerpts?: string[];
  } = {},
): GroundingCorpus {
  const texts = { ...REAL_ARTICLE_TEXTS, ...options.articles };
  const lines = [
    ...Object.entries(texts).map(([article, text]) => articleLine(article, text)),
    articleLine('1966', '(Abrogé).', {
      history: '1991, c. 64, a. 1966; 2024, c. 2, a. 131',
      status: 'repealed',
    }),
    ...(options.extraLines ?? []),
  ];
  const catalogue = JSON.stringify({
    forms: FORMS.map(([id, name, party]) => ({
      id,
      form_name: name,
      official_url: `https://www.tal.gouv.qc.ca/sites/default/files/${id.replace('-', '_')}_E.pdf`,
      initiating_party: party,
      use_when: name,
    })),
  });
  return buildGroundingCorpus([
    parseCcqArticles(lines.join('\n')),
    parseLawExcerpts((options.excerpts ?? [EXCERPT_1915]).join('\n')),
    parseTalForms(catalogue),
  ]);
}

const ORIGIN: ContentOrigin = {
  file: 'guides/fixture.json',
  consolidation: '2025-06-30',
  reviewed: '2025-07-01',
};

export function makeNote(note: Omit<LoadedNote, 'origin'>): LoadedNote {
  return { ...note, origin: { ...ORIGIN, file: 'notes/fixture.json' } };
}

/** A grounded guide on a senior tenant's repossession (arts. 1959.1, 1960, 1962). */
export function makeGuide(overrides: Partial<Omit<LoadedGuide, 'origin'>> = {}): LoadedGuide {
  return {
    id: 'repossession-senior',
    title: {
      en: 'Repossession of a senior tenant’s dwelling',
      fr: 'Reprise du logement d’un aîné',
    },
    appliesTo: {
      roles: ['tenant'],
      concepts: {
        en: ['repossession', 'landlord takes back the apartment', 'tenant aged 65'],
        fr: ['reprise de logement', 'le propriétaire reprend le logement', 'locataire de 65 ans'],
      },
    },
    answer: {
      en: 'Under art. 1959.1, the landlord may not repossess the dwelling of a tenant aged 65 or over who has lived there for at least 10 years and whose income is at or below 125% of the maximum for low-rental housing.',
      fr: 'Selon l’art. 1959.1, le locateur ne peut reprendre le logement d’un locataire âgé de 65 ans ou plus qui l’occupe depuis au moins 10 ans et dont le revenu est égal ou inférieur à 125 % du revenu maximal.',
      articles: ['1959.1'],
    },
    conditions: [
      {
        en: 'The protection does not apply if the landlord is also aged 65 or over and wants to live there.',
        fr: 'La protection ne s’applique pas si le locateur est aussi âgé de 65 ans ou plus et veut s’y loger.',
        articles: ['1959.1'],
      },
    ],
    deadlines: [
      {
        en: 'Answer the notice within one month of receiving it, with form TAL-811A.',
        fr: 'Répondez à l’avis dans le mois de sa réception, avec le formulaire TAL-811A.',
        article: '1962',
        role: 'tenant',
      },
    ],
    steps: [
      {
        en: 'Check that the notice came at least six months before the end of the lease.',
        fr: 'Vérifiez que l’avis a été donné au moins six mois avant la fin du bail.',
        roles: ['tenant'],
      },
    ],
    forms: [
      {
        form: 'TAL-811A',
        party: 'tenant',
        when: {
          en: 'To answer a notice of repossession.',
          fr: 'Pour répondre à un avis de reprise.',
        },
      },
      {
        form: 'TAL-809A',
        party: 'landlord',
        when: { en: 'The notice the landlord sends.', fr: 'L’avis que le locateur envoie.' },
      },
    ],
    articles: ['1957', '1959.1', '1960', '1962'],
    ...overrides,
    origin: ORIGIN,
  };
}

export function makeContent(parts: { notes?: LoadedNote[]; guides?: LoadedGuide[] }): KbContent {
  return {
    notes: new Map((parts.notes ?? []).map((note) => [note.article, note])),
    guides: parts.guides ?? [],
    files: [],
  };
}
