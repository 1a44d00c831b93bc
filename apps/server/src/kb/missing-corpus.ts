/** Where the official texts come from: the operator downloads them, the repository never holds them. */
export const OFFICIAL_SOURCES = {
  ccqPdf: 'https://www.legisquebec.gouv.qc.ca/fr/pdf/lc/CCQ-1991.pdf',
  talForms: 'https://www.tal.gouv.qc.ca/en/forms',
} as const;

/**
 * What a fresh clone prints when no corpus is found: the product still starts (and the chat
 * says the knowledge base is empty), and the operator is told how to load one.
 */
export function describeMissingCorpus(dir: string): string {
  return [
    `Knowledge base is empty and no corpus was found at ${dir}.`,
    'The app starts, but the chat will answer that the knowledge base is empty until one is loaded.',
    'To load the legal corpus (see README, "Legal corpus"):',
    '  1. Get a corpus directory in the documented layout (laws/, forms/, caselaw/).',
    `     The official Civil Code PDF is published by LégisQuébec: ${OFFICIAL_SOURCES.ccqPdf}`,
    `     The TAL forms are listed at ${OFFICIAL_SOURCES.talForms} (link to them, never copy them).`,
    '  2. Start with KB_CORPUS_DIR=/path/to/corpus npm start, or run npm run kb:ingest -- --from /path/to/corpus',
    '  3. Load a newer consolidation of the Civil Code with npm run kb:import-ccq -- FILE.pdf',
  ].join('\n');
}
