/** The question both web benchmarks load `/` with, so Lighthouse and the trace see the same answer. */
export const BENCH_QUESTION =
  'My landlord wants to raise my rent by 12% at renewal, what can I do?';

export async function postJson<T>(url: string, token: string | null, body: object): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Asks one question through the API and reads the stream to its end: the answer is stored. */
export async function createAnsweredConversation(baseUrl: string, token: string): Promise<string> {
  const conversation = await postJson<{ id: string }>(`${baseUrl}/api/advices`, token, {
    title: BENCH_QUESTION.slice(0, 60),
    description: BENCH_QUESTION,
  });
  const advice = await postJson<{ id: string }>(
    `${baseUrl}/api/advices/${conversation.id}/create-advice`,
    token,
    { question: BENCH_QUESTION },
  );
  const response = await fetch(`${baseUrl}/api/advice/lambda`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      conversationId: conversation.id,
      adviceId: advice.id,
      question: BENCH_QUESTION,
      lang: 'en',
      history: [],
    }),
  });
  if (!(await response.text()).includes('"type":"done"')) {
    throw new Error('The answer did not finish');
  }
  return conversation.id;
}
