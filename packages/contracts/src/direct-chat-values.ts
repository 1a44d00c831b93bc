export const DIRECT_CHAT_POLL_INTERVAL_MS = 3000;
/** Shown when a message's sender cannot be resolved (spec 02 §3). */
export const UNKNOWN_PARTICIPANT_NAME = 'Unknown User';

export function getParticipantName(
  participant: { name?: string | null } | null | undefined,
): string {
  const name = participant?.name?.trim();
  return name ? name : UNKNOWN_PARTICIPANT_NAME;
}
