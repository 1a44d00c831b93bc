import type { z } from 'zod';
import type { LineError } from './kb-records';

export type JsonlLine<T> = { line: number; value: T };

/** Turns a zod failure into one readable sentence naming the offending fields. */
export function describeZodError(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || 'record'}: ${issue.message}`)
    .join('; ');
}

/**
 * Parses a JSON Lines text against a schema. Blank lines are ignored; a line that is not JSON or
 * does not match is reported with its 1-based line number and the rest keeps loading.
 */
export function readJsonl<T>(
  text: string,
  schema: z.ZodType<T>,
): { lines: JsonlLine<T>[]; errors: LineError[] } {
  const lines: JsonlLine<T>[] = [];
  const errors: LineError[] = [];
  const rows = text.split(/\r?\n/);
  rows.forEach((raw, index) => {
    const line = index + 1;
    if (!raw.trim()) return;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch (error) {
      errors.push({ line, message: `not valid JSON (${(error as Error).message})` });
      return;
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      errors.push({ line, message: describeZodError(parsed.error) });
      return;
    }
    lines.push({ line, value: parsed.data });
  });
  return { lines, errors };
}
