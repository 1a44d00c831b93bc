import type { LegacySourceLists, Source } from '@lexlogis/contracts';
import type { AnswerModel } from './answer-types';
import type { FoundCitation } from './citation-finder';
import type { Quantity } from '../kb/content/quantities';
import type { ExcludedSituationNote } from './answer-types';

type OutcomeBase = {
  /** The cleaned, citation-checked text to store (spec 02 §5). */
  text: string;
  sources: Source[];
  /** The parallel lists of spec 02 §3, built from `sources` so both always agree. */
  legacy: Required<LegacySourceLists>;
  model: { id: string; label: AnswerModel['label'] };
};

export type AnswerOutcome =
  | (OutcomeBase & {
      status: 'ready';
      /** Declines a question outside Quebec housing law: shown as plain text, no sources. */
      outOfScope: boolean;
      unverifiedCitations: FoundCitation[];
      /** Delays and amounts of a remote model's answer that no quoted article states. */
      unverifiedQuantities: Quantity[];
      excludedSituation: ExcludedSituationNote | null;
      /** The situation guides the answer followed, best first (the case outcome reads them). */
      guideIds: string[];
    })
  | (OutcomeBase & { status: 'aborted' })
  | (OutcomeBase & { status: 'error'; error: unknown });

/**
 * Events in order: one 'sources' (unless retrieval fails), any number of 'delta' with raw
 * model text, then exactly one 'done'. The done outcome's text is authoritative: it may differ
 * from the concatenated deltas (citation marks, cleaning), so clients replace, not append.
 */
export type AnswerEvent =
  | { type: 'sources'; sources: Source[] }
  | { type: 'delta'; text: string }
  | { type: 'done'; outcome: AnswerOutcome };
