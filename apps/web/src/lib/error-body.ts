import type { ErrorBody } from '@lexlogis/contracts';

/**
 * The API's error envelope, checked by hand: the contracts' errorBodySchema would bring zod into
 * the first load (issue 18). Accepts exactly what that schema accepts for code and message.
 */
export function readErrorBody(data: unknown): ErrorBody | null {
  if (!isPlainObject(data) || !isPlainObject(data.error)) return null;
  const { code, message, details } = data.error;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  return details === undefined
    ? { error: { code, message } }
    : { error: { code, message, details } };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
