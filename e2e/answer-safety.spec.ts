import { expect, test } from '@playwright/test';
import { openChatWithQuestionnaire } from './pages/chat-page';

/**
 * Issue 9 items 12 and 13 in the browser: an answer saved by another client is shown as not
 * checked, and a Markdown image in an answer is never loaded (its alt text is shown instead).
 */
const TRACKER = 'https://tracker.example/pixel.png';

test('a client-written answer is marked unchecked and its image is not loaded', async ({
  page,
  request,
}) => {
  const chat = await openChatWithQuestionnaire(page, request);
  const requested: string[] = [];
  page.on('request', (sent) => requested.push(sent.url()));
  const conversationId = await page.evaluate(async (tracker) => {
    const stored = JSON.parse(localStorage.getItem('lexlogis.session') ?? '{}') as {
      accessToken?: string;
    };
    const headers = {
      authorization: `Bearer ${stored.accessToken ?? ''}`,
      'content-type': 'application/json',
    };
    const created = await fetch('/api/advices', {
      method: 'POST',
      headers,
      body: JSON.stringify({ title: 'Saved elsewhere', description: 'Saved elsewhere' }),
    });
    const { id } = (await created.json()) as { id: string };
    const saved = await fetch(`/api/advices/${id}/store-advice`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        question: 'Can my landlord keep my deposit?',
        advice: `## Summary\n\nText from another app. ![tracking pixel](${tracker})`,
        sources: [],
      }),
    });
    if (!saved.ok) throw new Error(`store-advice answered ${saved.status}`);
    return id;
  }, TRACKER);

  await page.goto(`/?chatId=${conversationId}`);
  const answer = chat.lastAnswer;
  await expect(answer.getByText(/not written by LexLogis/)).toBeVisible();
  await expect(answer.getByText('Text from another app.')).toBeVisible();
  await expect(answer.getByText('tracking pixel')).toBeVisible();
  await expect(answer.locator('img')).toHaveCount(0);
  expect(requested.filter((url) => url.startsWith('https://tracker.example'))).toEqual([]);
});

test('the page forbids images from other hosts', async ({ request }) => {
  const response = await request.get('/');
  const policy = response.headers()['content-security-policy'] ?? '';
  const images = /img-src ([^;]*)/.exec(policy)?.[1] ?? '';
  expect(images).toContain("'self'");
  expect(images).not.toMatch(/(^|\s)https:(\s|$)|\*(\s|$)/);
});
