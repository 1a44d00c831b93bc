import { expect, test, type Page } from '@playwright/test';
import { openChatWithQuestionnaire, type ChatPage } from './pages/chat-page';
import {
  ALL_PAYLOADS,
  expectNothingExecuted,
  PAYLOADS,
  watchForExecution,
} from './support/xss-probe';

// Issue 16 §5: the payloads and the probe are in support/xss-probe.ts (shared with
// xss-marketplace.spec.ts).

/** An API call with the page's own session (the same calls another client could make). */
async function callApi(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const stored = JSON.parse(localStorage.getItem('lexlogis.session') ?? '{}') as {
        accessToken?: string;
      };
      const response = await fetch(`/api${path}`, {
        method,
        headers: {
          authorization: `Bearer ${stored.accessToken ?? ''}`,
          'content-type': 'application/json',
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, json: (await response.json()) as Record<string, unknown> };
    },
    { method, path, body },
  );
}

async function askAndWait(chat: ChatPage, question: string): Promise<string> {
  await chat.ask(question);
  await chat.waitForAnswer();
  return chat.chatIdFromUrl();
}

test('a question and a title carrying scripts are shown as text', async ({ page, request }) => {
  const probe = watchForExecution(page);
  const chat = await openChatWithQuestionnaire(page, request);
  const question = `My landlord refuses repairs ${PAYLOADS.imgOnError} ${PAYLOADS.svgOnLoad}`;
  const chatId = await askAndWait(chat, question);
  await expect(page.getByTestId('chat-message').first()).toContainText('<img src=x onerror=');

  const renamed = await callApi(page, 'PATCH', `/advices/${chatId}/title`, {
    title: `${PAYLOADS.script} ${PAYLOADS.iframeSrcdoc}`.slice(0, 100),
  });
  expect(renamed.status).toBe(200);
  await page.reload();
  await expect(chat.sidebar.getByText('<script>', { exact: false }).first()).toBeVisible();

  await expectNothingExecuted(page, probe);
});

test('an answer and sources written by another client, full of scripts, stay inert', async ({
  page,
  request,
}) => {
  const probe = watchForExecution(page);
  const chat = await openChatWithQuestionnaire(page, request);
  const created = await callApi(page, 'POST', '/advices', {
    title: 'Payloads',
    description: 'Payloads',
  });
  expect(created.status).toBe(201);
  const id = String(created.json.id);
  const stored = await callApi(page, 'POST', `/advices/${id}/store-advice`, {
    question: `Question ${PAYLOADS.imgOnError}`,
    advice: `## Summary\n\n${ALL_PAYLOADS}\n\n## Applicable law\n\nSee art. 1854.`,
    sources: [
      {
        type: 'LAW',
        article: '1854',
        title: `Art. 1854 ${PAYLOADS.svgOnLoad}`,
        content: `Le locateur est tenu ${PAYLOADS.imgOnError} ${PAYLOADS.jsLink}`,
        url: 'https://www.legisquebec.gouv.qc.ca/fr/document/lc/CCQ-1991',
      },
      {
        type: 'INFO',
        title: `Guide ${PAYLOADS.script}`,
        content: PAYLOADS.referenceLink,
        url: 'https://www.tal.gouv.qc.ca/',
      },
    ],
  });
  expect(stored.status).toBeLessThan(300);

  await page.goto(`/?chatId=${id}`);
  const answer = chat.lastAnswer;
  await expect(answer.getByText(/not written by LexLogis/)).toBeVisible();
  // The text is there, as text: the links' words show, the markup does not become elements.
  await expect(answer.getByText('open the lease').first()).toBeVisible();
  await expect(answer.getByText(/<img src=x onerror=/).first()).toBeVisible();
  await chat.openSourceTab(/law/i);
  await expectNothingExecuted(page, probe);
});

test('a name carrying a script is shown as text in the sidebar', async ({ page, request }) => {
  const probe = watchForExecution(page);
  await openChatWithQuestionnaire(page, request, 'en', {}, { name: PAYLOADS.imgOnError });
  await expect(page.locator('#app-sidebar').getByText('<img src=x onerror=').first()).toBeVisible();
  await expectNothingExecuted(page, probe);
});

test('the page allows no inline script and no script from another host', async ({ request }) => {
  const response = await request.get('/');
  const policy = response.headers()['content-security-policy'] ?? '';
  const scripts = /script-src ([^;]*)/.exec(policy)?.[1]?.trim();
  expect(scripts).toBe("'self'");
  expect(policy).toMatch(/object-src 'none'/);
  // The built page itself carries no inline script the policy would have to allow.
  expect(await response.text()).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
});
