import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { flagsResponse, jsonResponse, stubFetch } from '@/test/fake-fetch';
import { installMatchMedia } from '@/test/match-media';
import { renderApp } from '@/test/render-app';

const EMPTY_LIST = { items: [], meta: { total: 0, page: 1, limit: 50, totalPages: 0 } };
let fetchMock: ReturnType<typeof stubFetch>;

beforeEach(() => {
  fetchMock = stubFetch((url) => {
    if (url.includes('/feature-flags')) return flagsResponse({ AI_TOOLS: true });
    if (url.includes('/advices/list')) return jsonResponse(EMPTY_LIST);
    if (url.includes('/formAnswer')) return jsonResponse(null);
    return jsonResponse({ items: [] });
  });
});

const asked = (path: string) => fetchMock.mock.calls.some(([url]) => String(url).includes(path));

describe('home: the experts panel', () => {
  it('is shown from 1024 px', async () => {
    installMatchMedia(1280);
    renderApp('/');
    expect(await screen.findByRole('complementary', { name: 'Tools and experts' })).toBeVisible();
  });

  it('is not mounted under 1024 px, where it would be hidden anyway', async () => {
    installMatchMedia(800);
    renderApp('/');
    await waitFor(() => expect(asked('/kb/status')).toBe(true));
    // Time for a mounted panel to load its code and the flags, and to render.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(asked('/feature-flags')).toBe(false);
    expect(screen.queryByRole('complementary', { name: 'Tools and experts' })).toBeNull();
  });
});
