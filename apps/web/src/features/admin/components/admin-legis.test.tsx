import type { LegisStatus } from '@lexlogis/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fake-fetch';
import { createTestQueryClient } from '@/test/render-app';
import { signInForTest } from '@/test/session';
import { AdminLegis } from './admin-legis';

const AMENDED: LegisStatus = {
  consolidation: '2025-06-30',
  articleCount: 162,
  lastImport: {
    file: 'ccq-1991-fr-2025-06-30.pdf',
    sha256: 'a'.repeat(64),
    consolidation: '2025-06-30',
    previousConsolidation: '2024-01-01',
    importedAt: '2026-11-20T10:00:00.000Z',
    articles: 162,
    changed: [
      {
        article: '1852',
        previousConsolidation: '2024-01-01',
        consolidation: '2025-06-30',
        history: '1991, c. 64, a. 1852; 2024, c. 23, a. 1.',
        url: 'https://www.legisquebec.gouv.qc.ca/fr/document/lc/CCQ-1991#se:1852',
      },
    ],
    content: [
      {
        kind: 'note',
        id: '1852',
        file: 'notes/notes-a.json',
        articles: ['1852'],
        problems: ['"10 days" is not in art. 1852'],
      },
    ],
    answers: [{ adviceId: 'advice-1', conversationId: 'conversation-1', articles: ['1852'] }],
  },
};

function renderLegis(status: LegisStatus) {
  stubFetch(() => jsonResponse(status));
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <AdminLegis />
    </QueryClientProvider>,
  );
}

describe('AdminLegis (issue 17 admin view)', () => {
  beforeEach(() => signInForTest());

  it('shows the loaded consolidation, the last import and every part of its report', async () => {
    renderLegis(AMENDED);
    expect(
      await screen.findByText(/Loaded consolidation: 2025-06-30 \(162 articles/),
    ).toBeInTheDocument();
    expect(screen.getByText('ccq-1991-fr-2025-06-30.pdf')).toBeInTheDocument();
    expect(screen.getByText('2024-01-01')).toBeInTheDocument();

    const changed = screen.getByRole('heading', { name: '1 changed article' }).closest('section')!;
    const link = within(changed).getByRole('link', { name: 'art. 1852' });
    expect(link).toHaveAttribute('href', AMENDED.lastImport!.changed[0]!.url);
    expect(changed).toHaveTextContent('2024, c. 23');

    const content = screen
      .getByRole('heading', { name: '1 note or guide whose grounding now fails' })
      .closest('section')!;
    expect(content).toHaveTextContent('notes/notes-a.json');
    expect(content).toHaveTextContent('"10 days" is not in art. 1852');

    const answers = screen
      .getByRole('heading', { name: '1 stored answer quoted the old text' })
      .closest('section')!;
    expect(answers).toHaveTextContent('conversation-1');
  });

  it('says how to import when nothing has been imported', async () => {
    renderLegis({ consolidation: '2025-06-30', articleCount: 162, lastImport: null });
    expect(await screen.findByText(/No import yet/)).toHaveTextContent(
      'npm run kb:import-ccq -- FILE.pdf',
    );
    expect(screen.queryByRole('heading', { name: /changed article/ })).toBeNull();
  });
});
