/** Admin data is cached 5 minutes (spec 02 §9). */
export const ADMIN_STALE_MS = 5 * 60 * 1000;

/** The query string of the set parameters (empty ones are left out), with its `?`. */
export function toQuery(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** An admin read must have a body: an empty answer there is a server fault, shown as a failure. */
export async function required<T>(promise: Promise<T | null>): Promise<T> {
  const value = await promise;
  if (value === null) throw new Error('Empty response');
  return value;
}
