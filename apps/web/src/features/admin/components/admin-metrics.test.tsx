import { render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { Metrics } from '@lexlogis/contracts';
import { i18n } from '@/i18n/i18n';
import { jsonResponse } from '@/test/fake-fetch';
import { stubRoutes } from '@/test/fake-backend';
import { createTestQueryClient } from '@/test/render-app';
import { signInForTest } from '@/test/session';
import { AdminMetrics } from './admin-metrics';

const stats = { average: null, median: null, p95: null };
const METRICS: Metrics = {
  range: { startDate: '2025-02-01T00:00:00.000Z', endDate: '2025-03-01T00:00:00.000Z' },
  interval: 'day',
  userActivity: { dau: 1, mau: 2, averageSessionDuration: null, legacyActivity: [] },
  timeDistribution: { hourly: [], daily: [], weekly: [], monthly: [] },
  retention: { day1: null, day7: null, day30: null },
  topics: [],
  feedback: { positive: 0, negative: 0, total: 0, feedbackRate: null, topReasons: [] },
  interactions: [],
  deviceUsage: [],
  browserDistribution: [],
  responseTimes: { backend: stats, frontend: stats },
  conversationLength: { average: null, median: null, distribution: [] },
  sourceClicks: {
    totalSources: 9,
    clickedSources: 3,
    clickedPercentage: 33.33,
    perType: [
      { type: 'LAW', total: 4, clicked: 1 },
      { type: 'MODIFIED_LAW', total: 0, clicked: 0 },
      { type: 'INFO', total: 0, clicked: 0 },
      { type: 'CASELAW', total: 0, clicked: 0 },
      { type: 'FORM', total: 5, clicked: 2 },
    ],
    avgClicksPerConversation: 3,
  },
};

function renderMetrics() {
  signInForTest();
  stubRoutes({ 'GET /api/metrics': () => jsonResponse(METRICS) });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <AdminMetrics />
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('admin metrics: source clicks by type', () => {
  it('lists the clicks and the sources shown of each type', async () => {
    renderMetrics();
    const table = await screen.findByRole('table', { name: 'Source clicks by type' });
    expect(within(table).getByRole('row', { name: /^Forms/ })).toHaveTextContent(
      '2 opened of 5 shown',
    );
    expect(within(table).getByRole('row', { name: /^Civil Code articles/ })).toHaveTextContent(
      '1 opened of 4 shown',
    );
  });

  it('in French', async () => {
    await i18n.changeLanguage('fr');
    renderMetrics();
    const table = await screen.findByRole('table', { name: 'Clics sur les sources par type' });
    expect(within(table).getByRole('row', { name: /^Formulaires/ })).toHaveTextContent(
      '2 ouvertes sur 5 affichées',
    );
  });
});
