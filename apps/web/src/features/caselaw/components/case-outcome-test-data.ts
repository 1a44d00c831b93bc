import type { CaseOutcome, SimilarCase, UserOutcome } from '@lexlogis/contracts';
import { countUserOutcomes } from '@lexlogis/contracts';

/** A similar decision as the server stores it; only what a test changes is given. */
export function makeCase(
  index: number,
  userOutcome: UserOutcome,
  extra: Partial<SimilarCase> = {},
) {
  const outcome: SimilarCase['outcome'] =
    userOutcome === 'neutral'
      ? 'partly_granted'
      : userOutcome === 'unknown'
        ? 'unknown'
        : 'granted';
  return {
    id: `caselaw-${index}`,
    citation: `2024 QCTAL ${1000 + index}`,
    title: `Tremblay ${index} c. Gagnon`,
    tribunal: 'Tribunal administratif du logement',
    date: '2024-03-01',
    subject: `Punaises de lit, affaire ${index}`,
    excerpt: `Le locataire demande une diminution de loyer (${index}).`,
    lang: 'fr',
    outcome,
    userOutcome,
    url: `https://citoyens.soquij.qc.ca/php/decision.php?ID=${index}`,
    ...extra,
  } satisfies SimilarCase;
}

export function makeOutcome(
  outcomes: UserOutcome[],
  role: CaseOutcome['role'] = 'tenant',
): CaseOutcome {
  const similarCases = outcomes.map((userOutcome, index) => makeCase(index + 1, userOutcome));
  return {
    role,
    similarCases,
    stats: countUserOutcomes(similarCases),
    computedAt: '2025-03-01T12:00:00.000Z',
  };
}
