import type { LegisImportReport } from '@lexlogis/contracts';

/** The import report as the CLI prints it: what changed, then what it touches. */
export function formatImportReport(report: LegisImportReport): string {
  const lines = [
    `Imported ${report.file} on ${report.importedAt}: consolidated to ${report.consolidation}` +
      ` (previously ${report.previousConsolidation ?? 'none'}), ${report.articles} lease articles.`,
    `Changed articles: ${report.changed.length}`,
    ...report.changed.map(
      (change) =>
        `  art. ${change.article} (was ${change.previousConsolidation ?? '?'}): ${change.history} ${change.url}`,
    ),
    `Notes and guides whose grounding check now fails: ${report.content.length}`,
    ...report.content.flatMap((owner) => [
      `  ${owner.kind} ${owner.id} (${owner.file}), cites art. ${owner.articles.join(', ')}`,
      ...owner.problems.map((problem) => `    ${problem}`),
    ]),
    `Stored answers that quoted the old text: ${report.answers.length}`,
    ...report.answers.map(
      (answer) =>
        `  advice ${answer.adviceId} (conversation ${answer.conversationId}): art. ${answer.articles.join(', ')}`,
    ),
  ];
  return lines.join('\n');
}
