import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { outboxMessageSchema, type OutboxMessage } from '@lexlogis/contracts';
import type { Mailer } from './mailer';

/**
 * Development mail: each message is a JSON file in DATA_DIR/outbox. File names start with the
 * wall-clock time in fixed-width digits plus a counter, so sorting names sorts by sending order.
 */

export const OUTBOX_LIMIT = 50;

export function getOutboxDir(dataDir: string): string {
  return join(dataDir, 'outbox');
}

let sequence = 0;

function nextFileName(): string {
  sequence = (sequence + 1) % 1_000_000;
  const stamp = String(Date.now()).padStart(15, '0');
  return `${stamp}-${String(sequence).padStart(6, '0')}-${randomUUID()}.json`;
}

export function createOutboxMailer(dataDir: string, now: () => Date = () => new Date()): Mailer {
  const dir = getOutboxDir(dataDir);
  return {
    async send(message) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const fileName = nextFileName();
      const stored: OutboxMessage & { html: string } = {
        id: fileName.replace(/\.json$/, ''),
        to: message.to.toLowerCase(),
        subject: message.subject,
        text: message.text,
        html: message.html,
        code: message.code ?? null,
        sentAt: now().toISOString(),
      };
      // Written under another name, then renamed: a list running meanwhile (a sign-up polled
      // for its code) never reads half a file, and the rename is atomic within the directory.
      const partial = join(dir, `${fileName}.partial`);
      await writeFile(partial, JSON.stringify(stored, null, 2), { mode: 0o600 });
      await rename(partial, join(dir, fileName));
    },
  };
}

function readJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Newest first; files that are not outbox messages are skipped rather than failing the list. */
export async function listOutboxMessages(
  dataDir: string,
  to: string | undefined,
): Promise<OutboxMessage[]> {
  const dir = getOutboxDir(dataDir);
  const names = await readdir(dir).catch(() => [] as string[]);
  const wanted = to?.trim().toLowerCase();
  const messages: OutboxMessage[] = [];
  for (const name of names
    .filter((entry) => entry.endsWith('.json'))
    .sort()
    .reverse()) {
    const parsed = outboxMessageSchema.safeParse(
      readJson(await readFile(join(dir, name), 'utf8').catch(() => 'null')),
    );
    if (!parsed.success || (wanted && parsed.data.to !== wanted)) continue;
    messages.push(parsed.data);
    if (messages.length >= OUTBOX_LIMIT) break;
  }
  return messages;
}
