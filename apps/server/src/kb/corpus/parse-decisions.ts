import { caselawOutcomeSchema, readTribunalCode } from '@lexlogis/contracts';
import { z } from 'zod';
import { detectLanguage } from '../text/normalize';
import { readApplicantRole, readCitedArticles } from './decision-parties';
import { emptyParsedFile, type ParsedFile } from './kb-records';
import { readJsonl } from './read-jsonl';
import { caselawSourceId } from './source-ids';

const decisionSchema = z.object({
  citation: z.string().trim().min(1).nullable().default(null),
  title: z.string().trim().min(1).nullable().default(null),
  tribunal: z.string().nullable().default(null),
  office: z.string().nullable().optional(),
  date: z.iso.date().nullable().default(null),
  decision_maker: z.string().nullable().optional(),
  parties: z.record(z.string(), z.string().nullable()).nullable().default(null),
  subject: z.string().default(''),
  claim_type: z.string().nullable().default(null),
  // Outcomes are kept exactly as given; anything missing stays unknown, never guessed.
  outcome: caselawOutcomeSchema.default('unknown'),
  outcome_note: z.string().nullable().optional(),
  outcome_sentence: z.string().nullable().optional(),
  // Second batch: who won where the page says so although the formal outcome is unknown.
  prevailing_party: z.string().nullable().optional(),
  excerpt: z.string().nullable().optional(),
  source_kind: z.string().nullable().optional(),
  // Shown to users as a link: only http(s).
  url: z.url({ protocol: /^https?$/ }),
});
type Decision = z.infer<typeof decisionSchema>;

/** Excerpts are the opening of a decision; the first few thousand characters carry its facts. */
const MAX_PASSAGE_CHARS = 4000;
/** What the research screen shows of an excerpt. */
const MAX_EXCERPT_CHARS = 4000;

function describeParties(parties: Decision['parties']): string | null {
  if (!parties) return null;
  const described = Object.entries(parties)
    .filter(([, name]) => name)
    .map(([role, name]) => `${name} (${role})`);
  return described.length > 0 ? described.join('; ').slice(0, 1000) : null;
}

function describeTitle(decision: Decision): string {
  if (decision.title) return decision.title;
  const subject = decision.subject.trim();
  return subject ? subject.slice(0, 160) : 'Décision sans titre';
}

/** Decisions (TAL, Régie du logement, courts) as CASELAW sources with their outcome as given. */
export function parseDecisions(text: string): ParsedFile {
  const result = emptyParsedFile();
  const { lines, errors } = readJsonl(text, decisionSchema);
  result.errors.push(...errors);
  for (const { value } of lines) {
    const title = describeTitle(value);
    const id = caselawSourceId(value.citation, `${value.url}|${title}|${value.date ?? ''}`);
    const excerpt = (value.excerpt ?? '').trim();
    const content = [value.subject.trim(), excerpt].filter(Boolean).join('\n\n');
    const lang = detectLanguage(content || title);
    result.sources.push({
      id,
      type: 'CASELAW',
      title,
      url: value.url,
      lang,
      content,
      reference: value.citation,
      parties: describeParties(value.parties),
      outcome: value.outcome,
      decisionDate: value.date,
      tribunal: value.tribunal?.slice(0, 200) ?? null,
      pageSource: value.source_kind ?? null,
      relatedArticles: readCitedArticles(content),
      // The fields as given (null stays null: a missing title is never filled in), and the
      // applicant's side read from the parties' labels (decision-parties.ts).
      details: {
        title: value.title,
        subject: value.subject.trim(),
        excerpt: excerpt.slice(0, MAX_EXCERPT_CHARS),
        tribunalCode: readTribunalCode(value.tribunal),
        office: value.office ?? null,
        decisionMaker: value.decision_maker ?? null,
        claimType: value.claim_type,
        outcomeSentence: value.outcome_sentence ?? null,
        outcomeNote: value.outcome_note ?? null,
        prevailingParty: value.prevailing_party ?? null,
        applicantRole: readApplicantRole(value.parties),
        sourceKind: value.source_kind ?? null,
      },
    });
    result.passages.push({
      id: `${id}#${lang}`,
      sourceId: id,
      lang,
      heading: `${title} ${value.subject}`,
      body: excerpt.slice(0, MAX_PASSAGE_CHARS),
    });
  }
  return result;
}
