import type { Payment } from '@lexlogis/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { jsonResponse, stubFetch } from '@/test/fake-fetch';
import { createTestQueryClient } from '@/test/render-app';
import { signInForTest } from '@/test/session';
import { RefundDialog } from './refund-dialog';

const PAYMENT: Payment = {
  id: '11111111-1111-4111-8111-111111111111',
  userId: '22222222-2222-4222-8222-222222222222',
  status: 'partially_refunded',
  amount: 2000,
  amountRefunded: 500,
  currency: 'USD',
  description: 'LexLogis Pro',
  createdAt: '2025-03-01T12:00:00.000Z',
};
const REFUND = {
  id: '33333333-3333-4333-8333-333333333333',
  paymentId: PAYMENT.id,
  amount: 250,
  currency: 'USD',
  reason: 'Goodwill',
  status: 'succeeded',
  createdAt: '2025-03-01T12:05:00.000Z',
};

function renderDialog(onClose = vi.fn()) {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RefundDialog payment={PAYMENT} onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

const posts = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('RefundDialog', () => {
  beforeEach(() => signInForTest());
  afterEach(() => void i18n.changeLanguage('en'));

  it('offers what remains, refuses more, and refunds in cents only after confirmation', async () => {
    const fetchMock = stubFetch(() => jsonResponse(REFUND));
    const onClose = renderDialog();
    const amount = screen.getByRole('textbox', { name: 'Amount to refund (USD)' });
    expect(amount).toHaveValue('15.00');

    await userEvent.clear(amount);
    await userEvent.type(amount, '15.01');
    await userEvent.click(screen.getByRole('button', { name: 'Review the refund' }));
    expect(await screen.findByText('At most $15.00 can be refunded.')).toBeInTheDocument();
    expect(screen.getByText('Give the reason for the refund.')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(amount);
    await userEvent.type(amount, '2.50');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Goodwill');
    await userEvent.click(screen.getByRole('button', { name: 'Review the refund' }));
    expect(screen.getByText(/Refund \$2\.50 to the customer\?/)).toBeInTheDocument();
    expect(posts(fetchMock)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Refund $2.50' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = posts(fetchMock)[0]!;
    expect(String(url)).toContain(`/admin/payments/${PAYMENT.id}/refund`);
    expect(JSON.parse(String(init?.body))).toEqual({ amount: 250, reason: 'Goodwill' });
  });

  it("shows the API's refusal with its code and stays open", async () => {
    stubFetch(() => jsonResponse({ error: { code: 'REFUND_NOT_ALLOWED', message: 'x' } }, 409));
    const onClose = renderDialog();
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Twice');
    await userEvent.click(screen.getByRole('button', { name: 'Review the refund' }));
    await userEvent.click(screen.getByRole('button', { name: 'Refund $15.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This payment cannot be refunded by that amount. (REFUND_NOT_ALLOWED)',
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('reads a French amount with a decimal comma', async () => {
    await i18n.changeLanguage('fr');
    const fetchMock = stubFetch(() => jsonResponse(REFUND));
    renderDialog();
    const amount = screen.getByRole('textbox', { name: 'Montant à rembourser (USD)' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '2,50');
    await userEvent.type(screen.getByRole('textbox', { name: 'Motif' }), 'Geste commercial');
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier le remboursement' }));
    await userEvent.click(screen.getByRole('button', { name: /^Rembourser 2,50/ }));
    await vi.waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(JSON.parse(String(posts(fetchMock)[0]![1]?.body))).toMatchObject({ amount: 250 });
  });
});
