import { expect, test, type Page } from '@playwright/test';
import { openChatWithQuestionnaire, type ChatPage } from './pages/chat-page';

/**
 * Issue 16 §5: script payloads sent through every field a user or a model can fill are shown as
 * text and never run. Each payload, if it ran, would set window.__xss or open a dialog; the page
 * must also hold no element with an inline handler and no javascript: or data: link.
 */
const MARK = 'window.__xss=(window.__xss||0)+1';
const PAYLOADS = {
  imgOnError: `<img src=x onerror="${MARK}">`,
  svgOnLoad: `<svg onload="${MARK}"></svg>`,
  script: `<script>${MARK}</script>`,
  iframeSrcdoc: `<iframe srcdoc="<script>parent.${MARK}</script>"></iframe>`,
  jsLink: '[open the lease](javascript:window.__xss=1)',
  jsLinkEncoded: '[encoded](jav&#x61;script:window.__xss=1)',
  jsAutolink: '<javascript:window.__xss=1>',
  referenceLink: '[reference][evil]\n\n[evil]: javascript:window.__xss=1',
  dataLink: '[data](data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3M9MTwvc2NyaXB0Pg==)',
  imageLink: `![x" onerror="${MARK}](x)`,
} as const;
const ALL_PAYLOADS = Object.values(PAYLOADS).join('\n\n');

type Probe = { dialogs: string[] };

function watchForExecution(page: Page): Probe {
  const probe: Probe = { dialogs: [] };
  page.on('dialog', (dialog) => {
    probe.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return probe;
}

/** Nothing ran, and nothing that could run later (a click on a link) is in the page. */
async function expectNothingExecuted(page: Page, probe: Probe): Promise<void> {
  const found = await page.evaluate(() => {
    const inlineHandlers = [...document.querySelectorAll('*')].filter((element) =>
      [...element.attributes].some((attribute) => attribute.name.startsWith('on')),
    ).length;
    const badLinks = [...document.querySelectorAll('a[href], iframe, object, embed')].filter(
      (element) => {
        if (element.tagName !== 'A') return true;
        const href = (element.getAttribute('href') ?? '').trim().toLowerCase();
        return href.startsWith('javascript:') || href.startsWith('data:');
      },
    ).length;
    const scripts = document.querySelectorAll('#root script').length;
    return {
      executed: (window as unknown as { __xss?: number }).__xss ?? 0,
      inlineHandlers,
      badLinks,
      scripts,
    };
  });
  expect(found).toEqual({ executed: 0, inlineHandlers: 0, badLinks: 0, scripts: 0 });
  expect(probe.dialogs).toEqual([]);
}

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
