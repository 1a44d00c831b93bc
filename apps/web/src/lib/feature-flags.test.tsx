import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { flagsResponse, jsonResponse, stubFetch } from '@/test/fake-fetch';
import { createTestQueryClient } from '@/test/render-app';
import { signInForTest } from '@/test/session';
import { resetAuthSession } from './auth-session';
import { FEATURE_FLAGS_QUERY_KEY, useFeatureFlag } from './feature-flags';

function renderFlag(name: Parameters<typeof useFeatureFlag>[0]) {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, ...renderHook(() => useFeatureFlag(name), { wrapper }) };
}

describe('useFeatureFlag', () => {
  beforeEach(() => signInForTest());

  it('reads false while the flags load', () => {
    stubFetch(() => new Promise<Response>(() => {}));
    const { result } = renderFlag('AI_TOOLS');
    expect(result.current).toBe(false);
  });

  it('reads true for an enabled flag and false for a disabled or unknown one', async () => {
    stubFetch(() => flagsResponse({ AI_TOOLS: true, LEGAL_FORMS: false }));
    const enabled = renderFlag('AI_TOOLS');
    await waitFor(() => expect(enabled.result.current).toBe(true));

    const disabled = renderFlag('LEGAL_FORMS');
    const unknown = renderFlag('FORMAL_NOTICE');
    await waitFor(() =>
      expect(disabled.queryClient.getQueryData(FEATURE_FLAGS_QUERY_KEY)).toBeDefined(),
    );
    await waitFor(() =>
      expect(unknown.queryClient.getQueryData(FEATURE_FLAGS_QUERY_KEY)).toBeDefined(),
    );
    expect(disabled.result.current).toBe(false);
    expect(unknown.result.current).toBe(false);
  });

  it('reads false when the flags request fails', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse({ error: { code: 'INTERNAL_ERROR', message: 'x' } }, 500),
    );
    const { result, queryClient } = renderFlag('AI_TOOLS');
    await waitFor(() =>
      expect(queryClient.getQueryState(FEATURE_FLAGS_QUERY_KEY)?.status).toBe('error'),
    );
    expect(result.current).toBe(false);
    // Retried once (not a 4xx), then given up.
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reads false when the answer does not match the flags contract', async () => {
    stubFetch(() => jsonResponse({ flags: { AI_TOOLS: true } }));
    const { result, queryClient } = renderFlag('AI_TOOLS');
    await waitFor(() =>
      expect(queryClient.getQueryState(FEATURE_FLAGS_QUERY_KEY)?.status).toBe('error'),
    );
    expect(result.current).toBe(false);
  });

  it('asks GET /api/feature-flags with the session token', async () => {
    const fetchMock = stubFetch(() => flagsResponse({}));
    renderFlag('AI_TOOLS');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/feature-flags');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer test-access-token');
  });

  it('does not ask for flags without a session (the server would refuse)', async () => {
    resetAuthSession();
    const fetchMock = stubFetch(() => flagsResponse({ AI_TOOLS: true }));
    const { result } = renderFlag('AI_TOOLS');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.current).toBe(false);
  });
});
