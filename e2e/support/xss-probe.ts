import { expect, type Page } from '@playwright/test';

/**
 * Issue 16 §5: script payloads sent through every field a user or a model can fill are shown as
 * text and never run. Each payload, if it ran, would set window.__xss or open a dialog; the page
 * must also hold no element with an inline handler and no javascript: or data: link.
 */
const MARK = 'window.__xss=(window.__xss||0)+1';
export const PAYLOADS = {
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
export const ALL_PAYLOADS = Object.values(PAYLOADS).join('\n\n');

export type Probe = { dialogs: string[] };

export function watchForExecution(page: Page): Probe {
  const probe: Probe = { dialogs: [] };
  page.on('dialog', (dialog) => {
    probe.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return probe;
}

/** Nothing ran, and nothing that could run later (a click on a link) is in the page. */
export async function expectNothingExecuted(page: Page, probe: Probe): Promise<void> {
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
