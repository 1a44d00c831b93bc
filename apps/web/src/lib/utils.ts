import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names and lets a later Tailwind utility override an earlier one. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * tailwind-merge builds its class map on its first call (35–60 ms on a 4× slowed CPU): called
 * from a task of its own before the first render, that cost leaves the render's long task
 * (issue 18, round 8). Two classes that conflict, so the whole configuration is built.
 */
export function warmUpClassMerge(): void {
  cn('p-1', 'p-2');
}

/** Up to two initials for an avatar without a usable picture. */
export function getInitials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

/** A picture is used only when it is an absolute http(s) URL; anything else falls back to initials. */
export function isUsableImageUrl(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
