import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { flagsResponse, jsonResponse, stubFetch } from '@/test/fake-fetch';
import { createTestQueryClient } from '@/test/render-app';
import { signInForTest } from '@/test/session';
import { AdminFlags } from './admin-flags';

function renderFlags() {
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <AdminFlags />
    </QueryClientProvider>,
  );
}

describe('AdminFlags', () => {
  beforeEach(() => signInForTest());

  it('shows a change at once and reverts it when the server refuses', async () => {
    let release: (response: Response) => void = () => {};
    let reads = 0;
    stubFetch((_input, init) => {
      if (init?.method === 'PATCH') return new Promise<Response>((resolve) => (release = resolve));
      reads += 1;
      // The re-read after the failure never answers: only the revert can turn the switch back.
      return reads === 1 ? flagsResponse({ AI_TOOLS: true }) : new Promise<Response>(() => {});
    });
    renderFlags();
    const toggle = await screen.findByRole('switch', { name: /AI_TOOLS/ });
    expect(toggle).toBeChecked();

    await userEvent.click(toggle);
    // Optimistic: off before the server has answered.
    expect(toggle).not.toBeChecked();
    release(jsonResponse({ error: { code: 'INTERNAL_ERROR', message: 'x' } }, 500));
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it("refuses locally a name that already exists, with the spec's message", async () => {
    const fetchMock = stubFetch(() => flagsResponse({ AI_TOOLS: true }));
    renderFlags();
    await screen.findByRole('switch', { name: /AI_TOOLS/ });
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'ai_tools');
    await userEvent.click(screen.getByRole('button', { name: 'Create flag' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Flag AI_TOOLS already exists locally.',
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
