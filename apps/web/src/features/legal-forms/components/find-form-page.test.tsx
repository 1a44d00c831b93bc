import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { flagsResponse, jsonResponse, stubFetch } from '@/test/fake-fetch';
import { renderApp } from '@/test/render-app';
import { FOUND, makeForm } from './legal-forms-test-data';

function stubFinder() {
  const bodies: unknown[] = [];
  const listed: string[] = [];
  stubFetch((url, init) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const key = `${init.method ?? 'GET'} ${pathname}`;
    if (key === 'POST /api/forms/find') {
      bodies.push(JSON.parse(String(init.body)));
      return jsonResponse(FOUND);
    }
    if (key === 'GET /api/forms') {
      listed.push(searchParams.get('category') ?? '');
      return jsonResponse({
        items: [makeForm('TAL-806A', { name: 'Notice of rent increase' })],
        meta: { total: 1, page: 1, limit: 60, totalPages: 1 },
      });
    }
    if (key === 'GET /api/feature-flags') return flagsResponse({});
    return jsonResponse({ error: { code: 'NOT_FOUND', message: key } }, 404);
  });
  return { bodies, listed };
}

describe('find a form', { timeout: 20_000 }, () => {
  it('asks who, what happened, what they want and the dates, then shows the ranked forms with the deadline', async () => {
    const { bodies, listed } = stubFinder();
    renderApp('/ai-tools/legal-forms/find-form');
    const user = userEvent.setup();
    // Lazy routes load slowly on a busy machine.
    await user.click(await screen.findByRole('radio', { name: 'Tenant' }, { timeout: 10_000 }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // The situation is required before going on.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Describe what happened in a few words.')).toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: 'What happened, or what did you receive?' }),
      'I received a notice of rent increase',
    );
    // The notices a tenant may receive: those sent to the lessee.
    await waitFor(() => expect(listed).toContain('notices_to_lessee'));
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Did you receive one of these notices?' }),
      'TAL-806A',
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByRole('textbox', { name: 'What do you want?' }), 'refuse it');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('Date you received the notice'), '2025-02-20');
    await user.click(screen.getByRole('button', { name: 'Find my forms' }));

    const results = await screen.findByRole('list', { name: 'Suggested forms, best first' });
    expect(bodies[0]).toEqual({
      role: 'tenant',
      situation: 'I received a notice of rent increase',
      goal: 'refuse it',
      receivedForm: 'TAL-806A',
      dates: { noticeReceived: '2025-02-20' },
      lang: 'en',
    });
    const first = within(results).getAllByRole('article')[0]!;
    expect(first).toHaveTextContent('TAL-810A');
    expect(first).toHaveTextContent('To answer the landlord’s notice of modification.');
    expect(first).toHaveTextContent('By March 20, 2025:');
    expect(screen.getByText(/Date your lease ends/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(screen.getByRole('radio', { name: 'Tenant' })).toBeChecked();
  });
});
