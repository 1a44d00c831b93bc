import type { AdviceListItem } from '@lexlogis/contracts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export type TimeLabel =
  | { kind: 'just-now' }
  | { kind: 'minutes'; count: number }
  | { kind: 'clock'; hours: number; minutes: number }
  | { kind: 'yesterday' }
  | { kind: 'days'; count: number };

/**
 * Spec 01 §9: under 1 minute 'Just Now'; under 60 minutes 'Nm'; under 24 hours hours:minutes
 * (read as the local time of day, e.g. 14:05); under 48 hours 'Yesterday'; otherwise 'Nd'.
 */
export function getTimeLabel(date: Date, now: Date): TimeLabel {
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  if (elapsed < MINUTE_MS) return { kind: 'just-now' };
  if (elapsed < HOUR_MS) return { kind: 'minutes', count: Math.floor(elapsed / MINUTE_MS) };
  if (elapsed < DAY_MS)
    return { kind: 'clock', hours: date.getHours(), minutes: date.getMinutes() };
  if (elapsed < 2 * DAY_MS) return { kind: 'yesterday' };
  return { kind: 'days', count: Math.floor(elapsed / DAY_MS) };
}

export const CHAT_GROUPS = ['today', 'yesterday', 'lastWeek', 'lastMonth'] as const;
export type ChatGroup = (typeof CHAT_GROUPS)[number];

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/**
 * Spec 01 §9: today, yesterday (calendar days), within the last 7 days, otherwise last month
 * (older chats also go to last month).
 */
export function getChatGroup(date: Date, now: Date): ChatGroup {
  const today = startOfDay(now);
  const day = startOfDay(date);
  if (day >= today) return 'today';
  if (day >= today - DAY_MS) return 'yesterday';
  if (now.getTime() - date.getTime() < 7 * DAY_MS) return 'lastWeek';
  return 'lastMonth';
}

/** Chats by group, in group order, each group newest first; empty groups are left out. */
export function groupChats(
  chats: AdviceListItem[],
  now: Date,
): { group: ChatGroup; chats: AdviceListItem[] }[] {
  const sorted = [...chats].sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
  return CHAT_GROUPS.map((group) => ({
    group,
    chats: sorted.filter((chat) => getChatGroup(new Date(chat.updatedAt), now) === group),
  })).filter((entry) => entry.chats.length > 0);
}
