import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CaseOutcome } from '@lexlogis/contracts';
import { Toaster } from '@/components/ui/toaster';
import { jsonResponse } from '@/test/fake-fetch';
import { stubRoutes } from '@/test/fake-backend';
import { createTestQueryClient } from '@/test/render-app';
import { signInForTest } from '@/test/session';
import { CaseOutcomePanel } from './case-outcome-panel';
import { makeCase, makeOutcome } from './case-outcome-test-data';

const CONVERSATION = {
  id: 'c0ffee00-0000-4000-8000-000000000001',
  title: 'Bed bugs',
  question: 'There are bed bugs, what can I do?',
};

function renderPanel(outcome: CaseOutcome, routes: Parameters<typeof stubRoutes>[0] = {}) {
  signInForTest();
  const fetchMock = stubRoutes(routes);
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <CaseOutcomePanel outcome={outcome} conversation={CONVERSATION} />
      <Toaster regionLabel="Notifications" closeLabel="Close" />
    </QueryClientProvider>,
  );
  return { fetchMock, user: userEvent.setup() };
}

/** 8 decisions: 2 favourable, 1 mixed, 1 unfavourable, 4 unknown (4 known outcomes). */
const EIGHT = makeOutcome([
  'favourable',
  'unknown',
  'unfavourable',
  'unknown',
  'neutral',
  'unknown',
  'favourable',
  'unknown',
]);

afterEach(() => vi.restoreAllMocks());

describe('Case Outcome panel', () => {
  it('is compact, then expanded with each count over its total and no percentage below 5 known', async () => {
    const { user } = renderPanel(EIGHT);
    const panel = screen.getByRole('region', { name: 'Case outcome' });
    expect(panel).toHaveTextContent('8 similar decisions found in the published case law');
    expect(panel).toHaveTextContent('Outcome known for your side in 4 of 8');
    expect(within(panel).queryByText('Outcomes from your side')).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Show the details' }));
    expect(within(panel).getByRole('button', { name: 'Hide the details' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(panel).toHaveTextContent("Counted from the tenant's side.");
    expect(within(panel).getByText('Favourable').nextSibling).toHaveTextContent(
      /^2 of 4 decisions with a known outcome$/,
    );
    expect(within(panel).getByText('Not known').nextSibling).toHaveTextContent('4 of 8 decisions');
    expect(panel).not.toHaveTextContent('%');
    expect(panel).toHaveTextContent('No percentage is shown with fewer than 5 known outcomes.');
  });

  it('shows percentages of the known outcomes from 5 on', async () => {
    const outcome = makeOutcome([
      'favourable',
      'favourable',
      'favourable',
      'neutral',
      'unfavourable',
      'unknown',
    ]);
    const { user } = renderPanel(outcome);
    await user.click(screen.getByRole('button', { name: 'Show the details' }));
    expect(screen.getByText('Favourable').nextSibling).toHaveTextContent(
      '3 of 5 decisions with a known outcome (60%)',
    );
  });

  it('counts nothing for the user when every outcome is unknown', async () => {
    const { user } = renderPanel(makeOutcome(['unknown', 'unknown', 'unknown'], null));
    const panel = screen.getByRole('region', { name: 'Case outcome' });
    expect(panel).toHaveTextContent('Outcome known for your side in 0 of 3');
    await user.click(within(panel).getByRole('button', { name: 'Show the details' }));
    expect(panel).toHaveTextContent('Your role (tenant or landlord) is not known');
    expect(within(panel).getByText('Favourable').nextSibling).toHaveTextContent(
      '0 of 0 decisions with a known outcome',
    );
  });
});

describe('similar decisions modal', () => {
  it('filters by tab, pages by 5 and opens a decision with its official link', async () => {
    const decision = {
      ...makeCase(7, 'favourable'),
      tribunalCode: 'tal',
      office: null,
      claimType: 'dwelling_condition',
      outcomeSentence: 'The Tribunal awarded the lessee.',
      outcomeNote: null,
      applicantRole: 'tenant',
      parties: null,
      sourceKind: 'tal_official_summary',
    };
    const { user } = renderPanel(EIGHT, {
      'GET /api/caselaw/caselaw-7': () => jsonResponse(decision),
    });
    await user.click(screen.getByRole('button', { name: 'See the similar decisions' }));
    const modal = await screen.findByRole('dialog', { name: 'Similar decisions' });
    expect(within(modal).getByRole('tab', { name: 'All (8)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const list = () => within(modal).getByRole('list', { name: /^Similar decisions, page/ });
    expect(within(list()).getAllByRole('article')).toHaveLength(5);
    expect(list()).toHaveAccessibleName('Similar decisions, page 1 of 2');
    await user.click(within(modal).getByRole('button', { name: 'Page 2' }));
    expect(within(list()).getAllByRole('article')).toHaveLength(3);
    expect(within(modal).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(modal).getByRole('tab', { name: 'Positive (2)' }));
    const positive = within(list()).getAllByRole('article');
    expect(positive).toHaveLength(2);
    expect(list()).toHaveAccessibleName('Similar decisions, page 1 of 1');
    for (const item of positive) expect(item).toHaveTextContent('Favourable to your side');
    expect(within(modal).getByRole('tab', { name: 'Negative (1)' })).toBeInTheDocument();
    expect(within(modal).getByRole('tab', { name: 'Neutral (1)' })).toBeInTheDocument();

    const official = within(positive[1]!).getByRole('link', { name: /Official source/ });
    expect(official).toHaveAttribute('href', 'https://citoyens.soquij.qc.ca/php/decision.php?ID=7');
    expect(official).toHaveAttribute('target', '_blank');
    await user.click(
      within(positive[1]!).getByRole('button', { name: 'Details of Tremblay 7 c. Gagnon' }),
    );
    const details = await screen.findByRole('dialog', { name: 'Tremblay 7 c. Gagnon' });
    expect(details).toHaveTextContent('The Tribunal awarded the lessee.');
    expect(within(details).getByRole('link', { name: /Official source/ })).toHaveAttribute(
      'href',
      decision.url,
    );
  });

  it('logs a download locally and calls nothing', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { user, fetchMock } = renderPanel(EIGHT);
    await user.click(screen.getByRole('button', { name: 'See the similar decisions' }));
    const calls = fetchMock.mock.calls.length;
    const modal = await screen.findByRole('dialog', { name: 'Similar decisions' });
    await user.click(within(modal).getAllByRole('button', { name: 'Download' })[0]!);
    expect(info).toHaveBeenCalledWith(
      '[case-outcome] download requested',
      'caselaw-1',
      EIGHT.similarCases[0]?.url,
    );
    expect(fetchMock.mock.calls.length).toBe(calls);
    expect(await screen.findByText('Download noted on this device only.')).toBeInTheDocument();
  });

  it('shows a news record by its subject when it has no title', async () => {
    const outcome = makeOutcome(['unknown']);
    outcome.similarCases[0] = makeCase(1, 'unknown', { title: null, citation: null, date: null });
    const { user } = renderPanel(outcome);
    await user.click(screen.getByRole('button', { name: 'See the similar decisions' }));
    const item = within(await screen.findByRole('dialog')).getByRole('article');
    expect(within(item).getByRole('heading')).toHaveTextContent('Punaises de lit, affaire 1');
    expect(item).toHaveTextContent('Date not given');
    expect(item).toHaveTextContent('Outcome as published: Outcome unknown');
  });
});

describe('saving the situation from the conversation', () => {
  it('posts the conversation id, its title and question', async () => {
    const posted: unknown[] = [];
    const { user } = renderPanel(EIGHT, {
      'POST /api/situations': (body) => {
        posted.push(body);
        return jsonResponse(
          {
            id: 'c0ffee00-0000-4000-8000-00000000000a',
            title: 'Bed bugs',
            description: '',
            answers: null,
            search: {},
            conversationId: CONVERSATION.id,
            createdAt: '2025-03-01T12:00:00.000Z',
            updatedAt: '2025-03-01T12:00:00.000Z',
          },
          201,
        );
      },
    });
    await user.click(screen.getByRole('button', { name: 'Save this situation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this situation' });
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Bed bugs');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Situation saved.')).toBeInTheDocument();
    expect(posted).toEqual([
      {
        title: 'Bed bugs',
        description: CONVERSATION.question,
        search: { q: CONVERSATION.question },
        conversationId: CONVERSATION.id,
      },
    ]);
  });
});
