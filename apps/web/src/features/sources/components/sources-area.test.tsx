import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS_QUERY_KEY, useFeatureFlag } from '@/lib/feature-flags';
import { clearAuthTokens } from '@/lib/auth-token';
import { startTracking } from '@/lib/tracking-browser';
import type { Source } from '@lexlogis/contracts';
import { i18n } from '@/i18n/i18n';
import { flagsResponse, jsonResponse } from '@/test/fake-fetch';
import { stubRoutes } from '@/test/fake-backend';
import { createTestQueryClient } from '@/test/render-app';
import { signInForTest } from '@/test/session';
import { SourcesArea } from './sources-area';

const law = (article: string, extra: Partial<Source> = {}): Source =>
  ({
    type: 'LAW',
    id: `law-${article}`,
    title: `Art. ${article} C.C.Q.`,
    article,
    content: `Text of article ${article}.`,
    lang: 'en',
    url: `https://www.legisquebec.gouv.qc.ca/en/document/cs/CCQ-1991#se:${article}`,
    consolidationDate: '2026-01-01',
    ...extra,
  }) as Source;

const SOURCES: Source[] = [
  law('1942'),
  law('1943'),
  law('1944'),
  law('1945'),
  {
    type: 'MODIFIED_LAW',
    id: 'mod-1947',
    title: 'Art. 1947 C.C.Q.',
    article: '1947',
    content: 'Amended text.',
    lang: 'en',
  },
  {
    type: 'CASELAW',
    id: 'dec-1',
    reference: '2024 QCTAL 1234',
    title: 'Tremblay c. Gagnon',
    outcome: 'unknown',
    url: 'https://www.canlii.org/x',
  },
  {
    type: 'FORM',
    id: 'form-810a',
    formId: 'TAL-810A',
    title: 'Lessee’s response to a notice of rent increase',
    content: 'A lessee received a notice of rent increase and wants to respond.\nLegal effect: …',
    docUrl: 'https://www.tal.gouv.qc.ca/sites/default/files/notices/TAL_810A_E.pdf',
  },
];

type Commit = { flag: boolean; tabs: boolean };

/** What the page shows at each commit (a layout effect sees the DOM), with the laws flag. */
function CommitProbe({ commits }: { commits: Commit[] }) {
  const flag = useFeatureFlag('CHAT_SOURCES_LAWS');
  useLayoutEffect(() => {
    commits.push({ flag, tabs: document.querySelector('[role="tablist"]') !== null });
  });
  return null;
}

function renderSources(
  flags: Record<string, boolean>,
  sources: Source[] = SOURCES,
  commits: Commit[] = [],
  queryClient = createTestQueryClient(),
) {
  signInForTest();
  const fetchMock = stubRoutes({
    'GET /api/feature-flags': () => flagsResponse(flags),
    'POST /api/advices/source/advice-1/click': () => jsonResponse({ sourceClicks: 1 }),
    'POST /api/tracking/batch': () => jsonResponse({ accepted: 1 }, 202),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <SourcesArea adviceId="advice-1" sources={sources} />
      <CommitProbe commits={commits} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

const ALL = {
  CHAT_SOURCES_LAWS: true,
  CHAT_SOURCES_DOCUMENTS: true,
  CHAT_SOURCES_CASE_LAW: true,
  CHAT_SOURCES_LEGAL_FORMS: true,
};

describe('sources area', () => {
  it('shows only the tabs whose flag is on and selects the first one', async () => {
    renderSources({ ...ALL, CHAT_SOURCES_LAWS: false, CHAT_SOURCES_DOCUMENTS: false });
    const decisions = await screen.findByRole('tab', { name: /Decisions/ });
    expect(decisions).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab')).toHaveLength(2);
    expect(screen.queryByRole('tab', { name: /Laws/ })).not.toBeInTheDocument();
    expect(screen.getByText('Outcome not known')).toBeInTheDocument();
  });

  it('renders the tabs after the flags’ own commit, as a transition, when the flags arrive late', async () => {
    const commits: Commit[] = [];
    renderSources(ALL, SOURCES, commits);
    expect(await screen.findByRole('tablist')).toBeInTheDocument();
    // The query's (synchronous) update commits without the tabs; the deferred render adds them.
    expect(commits.find((commit) => commit.flag)).toEqual({ flag: true, tabs: false });
  });

  it('shows the tabs in the first commit when the flags are already known', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(FEATURE_FLAGS_QUERY_KEY, {
      flags: { CHAT_SOURCES_LAWS: { enabled: true } },
    });
    const commits: Commit[] = [];
    renderSources(ALL, SOURCES, commits, queryClient);
    expect(commits[0]).toEqual({ flag: true, tabs: true });
  });

  it('shows nothing while every source flag is off', async () => {
    const fetchMock = renderSources({});
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('shows 3 laws, then show more / show less; amended articles say so', async () => {
    renderSources(ALL);
    const panel = await screen.findByRole('tabpanel');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
    const user = userEvent.setup();
    await user.click(within(panel).getByRole('button', { name: 'Show more (2)' }));
    expect(within(panel).getAllByRole('listitem')).toHaveLength(5);
    expect(within(panel).getByText(/This article has been amended/)).toBeInTheDocument();
    expect(within(panel).getAllByText(/Unofficial copy · consolidated to 2026-01-01/)).toHaveLength(
      4,
    );
    await user.click(within(panel).getByRole('button', { name: 'Show less' }));
    expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
  });

  it('shows the empty state of a tab without sources', async () => {
    renderSources(ALL);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: /Documents/ }));
    expect(screen.getByText('No document texts for this answer.')).toBeInTheDocument();
  });

  it('opens a form in a new tab and registers the click', async () => {
    const fetchMock = renderSources(ALL);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: /Forms/ }));
    expect(screen.getByText('TAL-810A')).toBeInTheDocument();
    expect(screen.getByText(/wants to respond\.$/)).toBeInTheDocument();
    // The description is the forms catalogue's, not the Tribunal's: labelled as such.
    expect(
      screen.getByText('When to use (catalogue description, unofficial):'),
    ).toBeInTheDocument();
    expect(i18n.getFixedT('fr')('chat.sources.form.whenToUse')).toBe(
      'Quand l’utiliser (description du catalogue, non officielle, en anglais) :',
    );
    const link = screen.getByRole('link', { name: /Official form/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([url]) =>
          String(url).endsWith('/advices/source/advice-1/click'),
        ),
      ).toHaveLength(1),
    );
  });

  it('in English, says when only the French text exists and links the official English page', async () => {
    await i18n.changeLanguage('en');
    renderSources(ALL, [
      law('1942', {
        lang: 'fr',
        content: 'Le locateur peut modifier les conditions du bail.',
        urlEn: 'https://www.legisquebec.gouv.qc.ca/en/document/cs/CCQ-1991',
      } as Partial<Source>),
    ]);
    expect(await screen.findByText(/Only the French text is reproduced here/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Official English version/ })).toHaveAttribute(
      'href',
      'https://www.legisquebec.gouv.qc.ca/en/document/cs/CCQ-1991',
    );
  });

  it('sends a source-click event with the type and id of the source opened, with a token only', async () => {
    const tracker = startTracking();
    const fetchMock = renderSources(ALL);
    const user = userEvent.setup();
    const sentEvents = () =>
      fetchMock.mock.calls
        .filter(([url]) => String(url).endsWith('/tracking/batch'))
        .flatMap(([, init]) => (JSON.parse(String(init?.body)) as { events: object[] }).events);
    await user.click(await screen.findByRole('tab', { name: /Forms/ }));
    const link = screen.getByRole('link', { name: /Official form/ });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    await tracker.flush();
    expect(sentEvents()).toContainEqual(
      expect.objectContaining({
        category: 'source',
        action: 'click',
        label: 'FORM:form-810a',
        dimensions: { sourceType: 'FORM' },
      }),
    );
    const before = sentEvents().length;
    clearAuthTokens();
    await user.click(link);
    await tracker.flush();
    expect(sentEvents()).toHaveLength(before);
  });
});
