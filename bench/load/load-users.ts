/**
 * The virtual users of the load run: accounts made through the real sign-up (code read from the
 * development outbox), and one user's loop of questions, lists and reads.
 */

export type Operation = 'ask' | 'stream' | 'list' | 'read' | 'message' | 'poll';
export type Sample = { operation: Operation; ms: number; ok: boolean; detail?: string };
export type VirtualUser = {
  id: string;
  email: string;
  headers: Record<string, string>;
  asked: number;
  /** Direct messages this user's server accepted (201). */
  sent: number;
  /** The direct conversation this user polls (with the next virtual user), and its last tag. */
  thread: { id: string; etag: string | null } | null;
};

const PASSWORD = 'load-test-password-2026';

const QUESTIONS: Array<{ question: string; lang: 'en' | 'fr' }> = [
  { question: 'My landlord wants to raise my rent by 12% at renewal, what can I do?', lang: 'en' },
  { question: 'There is mould in my apartment and the landlord refuses to repair it.', lang: 'en' },
  { question: 'Can my landlord keep my deposit when I leave?', lang: 'en' },
  { question: 'Mon propriétaire veut reprendre mon logement pour sa fille.', lang: 'fr' },
  {
    question: 'Le chauffage ne fonctionne pas depuis une semaine, quels sont mes recours?',
    lang: 'fr',
  },
  { question: 'Puis-je sous-louer mon appartement pendant six mois?', lang: 'fr' },
];

export async function postJson(url: string, body: object, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

async function readCode(baseUrl: string, email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const response = await fetch(`${baseUrl}/dev/outbox?to=${encodeURIComponent(email)}`);
    const body = (await response.json()) as { messages: Array<{ code?: string }> };
    const code = body.messages[0]?.code;
    if (code) return code;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`No code for ${email}`);
}

export async function createVirtualUser(baseUrl: string, index: number): Promise<VirtualUser> {
  const email = `load-${index}-${Date.now()}@example.test`;
  const signUp = await postJson(`${baseUrl}/idp/sign-up`, {
    email,
    password: PASSWORD,
    name: `Load User ${index}`,
  });
  if (!signUp.ok) throw new Error(`sign-up ${signUp.status}: ${await signUp.text()}`);
  const code = await readCode(baseUrl, email);
  const confirmed = await postJson(`${baseUrl}/idp/confirm-sign-up`, { email, code });
  if (!confirmed.ok) throw new Error(`confirm ${confirmed.status}`);
  const signIn = await postJson(`${baseUrl}/idp/sign-in`, { email, password: PASSWORD });
  const { tokens } = (await signIn.json()) as {
    tokens: { accessToken: string; idToken: string };
  };
  const [, payload = ''] = tokens.idToken.split('.');
  const { sub } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: string };
  const login = await postJson(`${baseUrl}/api/auth/login`, {
    email,
    cognitoToken: tokens.accessToken,
    idToken: tokens.idToken,
    cognitoId: sub,
  });
  if (!login.ok) throw new Error(`login ${login.status}`);
  const { user } = (await login.json()) as { user: { id: string } };
  return {
    id: user.id,
    email,
    headers: { authorization: `Bearer ${tokens.accessToken}` },
    asked: 0,
    sent: 0,
    thread: null,
  };
}

/** Pairs users (0 with 1, 2 with 3…) in direct conversations that both will poll. */
export async function openDirectThreads(baseUrl: string, users: VirtualUser[]): Promise<void> {
  for (let index = 0; index + 1 < users.length; index += 2) {
    const [left, right] = [users[index]!, users[index + 1]!];
    const response = await postJson(
      `${baseUrl}/api/chat/conversations`,
      { receiverId: right.id },
      left.headers,
    );
    if (!response.ok) throw new Error(`open thread ${response.status}: ${await response.text()}`);
    const { id } = (await response.json()) as { id: string };
    left.thread = { id, etag: null };
    right.thread = { id, etag: null };
  }
}

/** The 3 s poll of the open thread as the web client makes it (If-None-Match), and a message now and then. */
async function pollThread(
  baseUrl: string,
  user: VirtualUser,
  round: number,
  samples: Sample[],
): Promise<void> {
  const thread = user.thread;
  if (!thread) return;
  if (round % 3 === 0) {
    const sent = await timed('message', samples, () =>
      postJson(
        `${baseUrl}/api/chat/messages`,
        { conversationId: thread.id, content: `Round ${round} from ${user.email}` },
        user.headers,
      ),
    );
    if (sent) user.sent += 1;
  }
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}/api/chat/conversations/${thread.id}`, {
      headers: { ...user.headers, ...(thread.etag ? { 'if-none-match': thread.etag } : {}) },
    });
    await response.arrayBuffer();
    const ok = response.status === 200 || response.status === 304;
    if (response.status === 200) thread.etag = response.headers.get('etag');
    samples.push({
      operation: 'poll',
      ms: performance.now() - started,
      ok,
      ...(ok ? {} : { detail: `poll ${response.status}` }),
    });
  } catch (error) {
    samples.push({
      operation: 'poll',
      ms: performance.now() - started,
      ok: false,
      detail: String(error),
    });
  }
}

async function timed(
  operation: Operation,
  samples: Sample[],
  work: () => Promise<Response>,
  check: (response: Response, text: string) => boolean = (response) => response.ok,
): Promise<string | null> {
  const started = performance.now();
  try {
    const response = await work();
    const text = await response.text();
    const ok = check(response, text);
    samples.push({
      operation,
      ms: performance.now() - started,
      ok,
      ...(ok ? {} : { detail: `${response.status} ${text.slice(0, 120)}` }),
    });
    return ok ? text : null;
  } catch (error) {
    samples.push({ operation, ms: performance.now() - started, ok: false, detail: String(error) });
    return null;
  }
}

/** One round of what a user does: ask a question and read the streamed answer, list, read, poll. */
export async function runUserRound(
  baseUrl: string,
  user: VirtualUser,
  round: number,
  samples: Sample[],
): Promise<void> {
  const { question, lang } = QUESTIONS[round % QUESTIONS.length]!;
  const headers = { ...user.headers, 'content-type': 'application/json' };
  const created = await timed('ask', samples, () =>
    postJson(
      `${baseUrl}/api/advices`,
      { title: question.slice(0, 60), description: question },
      user.headers,
    ),
  );
  if (!created) return;
  const conversationId = (JSON.parse(created) as { id: string }).id;
  const advice = await timed('ask', samples, () =>
    postJson(`${baseUrl}/api/advices/${conversationId}/create-advice`, { question }, user.headers),
  );
  if (!advice) return;
  const adviceId = (JSON.parse(advice) as { id: string }).id;
  user.asked += 1;
  await timed(
    'stream',
    samples,
    () =>
      fetch(`${baseUrl}/api/advice/lambda`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ conversationId, adviceId, question, lang, history: [] }),
      }),
    (response, text) => response.ok && text.includes('"type":"done"'),
  );
  await timed('list', samples, () =>
    fetch(`${baseUrl}/api/advices/list`, { headers: user.headers }),
  );
  await timed('read', samples, () =>
    fetch(`${baseUrl}/api/advices/${conversationId}`, { headers: user.headers }),
  );
  await pollThread(baseUrl, user, round, samples);
}

type StoredConversation = { advices: Array<{ status: string; advice: string | null }> };

/** Every question asked must have its answer stored whole: none lost, none left half-written. */
export async function countStoredAnswers(
  baseUrl: string,
  user: VirtualUser,
): Promise<{ ready: number; other: string[] }> {
  const other: string[] = [];
  let ready = 0;
  for (let page = 1; ; page += 1) {
    const response = await fetch(`${baseUrl}/api/advices/list?page=${page}`, {
      headers: user.headers,
    });
    const body = (await response.json()) as {
      items: Array<{ id: string }>;
      meta: { totalPages: number };
    };
    for (const item of body.items) {
      const read = await fetch(`${baseUrl}/api/advices/${item.id}`, { headers: user.headers });
      const conversation = (await read.json()) as StoredConversation;
      for (const stored of conversation.advices) {
        if (stored.status === 'ready' && stored.advice) ready += 1;
        else other.push(`${item.id}: ${stored.status}`);
      }
    }
    if (page >= body.meta.totalPages) break;
  }
  return { ready, other };
}

/** Messages sent in this user's thread that the thread does not hold (must be 0). */
export async function countMissingMessages(baseUrl: string, users: VirtualUser[]): Promise<number> {
  let missing = 0;
  for (let index = 0; index + 1 < users.length; index += 2) {
    const [left, right] = [users[index]!, users[index + 1]!];
    if (!left.thread) continue;
    const response = await fetch(`${baseUrl}/api/chat/conversations/${left.thread.id}`, {
      headers: left.headers,
    });
    const { messages } = (await response.json()) as { messages: unknown[] };
    missing += Math.max(0, left.sent + right.sent - messages.length);
  }
  return missing;
}
