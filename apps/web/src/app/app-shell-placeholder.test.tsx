import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { flagsResponse, jsonResponse, stubFetch } from '@/test/fake-fetch';
import { installMatchMedia } from '@/test/match-media';
import { renderApp } from '@/test/render-app';

const EMPTY_LIST = { items: [], meta: { total: 0, page: 1, limit: 50, totalPages: 0 } };

/** index.html's static shell, as the browser paints it before any script runs (issue 18). */
function readPlaceholder(): HTMLElement {
  const html = readFileSync(resolve(__dirname, '../../index.html'), 'utf8');
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const placeholder = doc.querySelector<HTMLElement>('#root > [data-app-shell-placeholder]');
  if (!placeholder) throw new Error('index.html has no app-shell placeholder in #root');
  return placeholder;
}

const classesOf = (element: Element | null | undefined) => [...(element?.classList ?? [])].sort();

beforeEach(() => {
  stubFetch((url) =>
    url.includes('/advices/list')
      ? jsonResponse(EMPTY_LIST)
      : url.includes('/chat/conversations')
        ? jsonResponse({ items: [] })
        : flagsResponse({}),
  );
});

describe("index.html's app-shell placeholder", () => {
  it('is hidden from assistive technology, holds no focusable element and no translated text', () => {
    const placeholder = readPlaceholder();
    expect(placeholder.getAttribute('aria-hidden')).toBe('true');
    expect(placeholder.querySelector('a, button, input, [tabindex]')).toBeNull();
    // The product's name reads the same in English and French; any other word would be wrong in one.
    expect(placeholder.textContent?.trim()).toBe('LexLogis');
  });

  it("draws the header bar and the brand with the signed-in shell's classes, at 375 px", async () => {
    installMatchMedia(375);
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const placeholder = readPlaceholder();
    const [bar, main] = [...placeholder.children];
    const header = document.querySelector('header');
    const brand = header?.querySelector('a[href="/"]');

    expect(classesOf(bar)).toEqual(classesOf(header));
    // The toggle's place: an icon button is 40 px square.
    expect(classesOf(bar?.children[0])).toEqual(['shrink-0', 'size-10']);
    expect(classesOf(bar?.children[1])).toEqual(classesOf(brand));
    expect(classesOf(bar?.children[1]?.children[0])).toEqual(classesOf(brand?.children[0]));
    expect(bar?.querySelector('.text-lg')?.className).toBe(
      brand?.querySelector('.text-lg')?.className,
    );
    // The main area starts under the bar, as the screen does; its own classes (margin, focus)
    // only matter once it has content.
    const screenClasses = classesOf(screen.getByRole('main'));
    expect(classesOf(main).every((name) => screenClasses.includes(name))).toBe(true);
  });
});
