import {
  caselawOutcomeSchema,
  httpUrlSchema,
  partyRoleSchema,
  readTribunalCode,
  truncateText,
  type CaselawDecision,
  type CaselawOutcome,
  type HighlightSegment,
  type PartyRole,
} from '@lexlogis/contracts';
import { readPrevailingParty, type PrevailingParty } from '../../kb/corpus/decision-parties';
import { MATCH_END, MATCH_START, type DecisionRow } from './caselaw.repository';

/** Rows never cross the wire: this is where a stored decision becomes the contract's. */

const SNIPPET_CHARS = 320;

function readText(details: Record<string, unknown>, key: string): string | null {
  const value = details[key];
  return typeof value === 'string' && value.trim() ? value : null;
}

function limit(value: string | null, max: number): string | null {
  return value === null ? null : truncateText(value, max);
}

/** What a stored decision says about who applied and who won, for the user's side. */
export type DecisionSides = {
  outcome: CaselawOutcome;
  applicantRole: PartyRole | null;
  prevailingParty: PrevailingParty | null;
};

export function readDecisionSides(row: DecisionRow): DecisionSides {
  const outcome = caselawOutcomeSchema.safeParse(row.outcome);
  const applicant = partyRoleSchema.safeParse(row.details.applicantRole);
  return {
    outcome: outcome.success ? outcome.data : 'unknown',
    applicantRole: applicant.success ? applicant.data : null,
    prevailingParty: readPrevailingParty(readText(row.details, 'prevailingParty')),
  };
}

/** The subject as stored (older ingests kept it only at the head of `content`). */
export function readSubject(row: DecisionRow): string {
  return readText(row.details, 'subject') ?? row.content.split('\n\n')[0] ?? '';
}

export function readExcerpt(row: DecisionRow): string {
  const stored = readText(row.details, 'excerpt');
  if (stored !== null) return stored;
  return row.content.split('\n\n').slice(1).join('\n\n');
}

/** The title as the corpus gives it: null when it gives none (the stored title is the subject). */
export function readTitle(row: DecisionRow): string | null {
  return 'title' in row.details ? readText(row.details, 'title') : row.title;
}

export function toCaselawDecision(row: DecisionRow): CaselawDecision {
  const { outcome, applicantRole } = readDecisionSides(row);
  const url = httpUrlSchema.safeParse(row.url);
  if (!url.success) throw new Error(`decision ${row.id} has no http(s) link`);
  return {
    id: row.id,
    citation: limit(row.reference, 200),
    title: limit(readTitle(row), 500),
    tribunal: limit(row.tribunal, 200),
    tribunalCode: readTribunalCode(row.tribunal),
    office: limit(readText(row.details, 'office'), 200),
    date: row.decision_date,
    subject: truncateText(readSubject(row), 5000),
    excerpt: truncateText(readExcerpt(row), 20_000),
    lang: row.lang,
    claimType: limit(readText(row.details, 'claimType'), 100),
    outcome,
    outcomeSentence: limit(readText(row.details, 'outcomeSentence'), 5000),
    outcomeNote: limit(readText(row.details, 'outcomeNote'), 5000),
    applicantRole,
    parties: limit(row.parties, 1000),
    sourceKind: limit(readText(row.details, 'sourceKind'), 100),
    url: url.data,
  };
}

/**
 * ts_headline's text with its match marks, cut into plain and matched pieces; without a query,
 * the opening of the subject and excerpt as one plain piece.
 */
export function toSnippet(headline: string | null, row: DecisionRow): HighlightSegment[] {
  if (headline === null) {
    const opening = row.content.replace(/\s+/g, ' ').trim();
    const text = opening.length > SNIPPET_CHARS ? `${opening.slice(0, SNIPPET_CHARS)}…` : opening;
    return [{ text, match: false }];
  }
  const segments: HighlightSegment[] = [];
  const pattern = new RegExp(`${MATCH_START}([^${MATCH_END}]*)${MATCH_END}`, 'g');
  let cursor = 0;
  const flat = headline.replace(/\s+/g, ' ');
  for (const match of flat.matchAll(pattern)) {
    if (match.index > cursor)
      segments.push({ text: flat.slice(cursor, match.index), match: false });
    segments.push({ text: match[1] ?? '', match: true });
    cursor = match.index + match[0].length;
  }
  if (cursor < flat.length) segments.push({ text: flat.slice(cursor), match: false });
  return segments.slice(0, 200);
}
