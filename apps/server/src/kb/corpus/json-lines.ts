/** 1-based line of a character offset. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let index = 0; index < offset && index < text.length; index += 1) {
    if (text.charCodeAt(index) === 10) line += 1;
  }
  return line;
}

/** Line of a JSON.parse failure, read from the engine's "at position N" when it gives one. */
export function lineOfJsonError(text: string, error: unknown): number {
  const message = error instanceof Error ? error.message : '';
  const position = /position (\d+)/.exec(message)?.[1];
  if (position !== undefined) return lineAt(text, Number(position));
  const explicit = /line (\d+)/.exec(message)?.[1];
  return explicit !== undefined ? Number(explicit) : 1;
}

/**
 * Start line of each element of the array stored under `key` in a JSON document, so a bad
 * element of a JSON (not JSON Lines) file can still be reported with a line number. A small
 * scanner that only tracks strings and nesting depth; it assumes the document parsed.
 */
export function findArrayElementLines(text: string, key: string): number[] {
  const lines: number[] = [];
  const keyIndex = text.indexOf(`"${key}"`);
  if (keyIndex < 0) return lines;
  let index = text.indexOf('[', keyIndex);
  if (index < 0) return lines;
  let depth = 0;
  let line = lineAt(text, index);
  let inString = false;
  for (; index < text.length; index += 1) {
    const char = text[index];
    if (char === '\n') line += 1;
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      if (depth === 1) lines.push(line);
      depth += 1;
    } else if (char === ']' || char === '}') {
      depth -= 1;
      if (depth === 0) break;
    } else if (depth === 1 && !/[\s,]/.test(char ?? '')) {
      lines.push(line);
      // A scalar element: skip to its end.
      while (index + 1 < text.length && !/[,\]\s]/.test(text[index + 1]!)) index += 1;
    }
  }
  return lines;
}
