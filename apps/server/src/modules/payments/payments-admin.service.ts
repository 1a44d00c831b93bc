import {
  buildPaginationMeta,
  getPageOffset,
  type AdminPaymentsQuery,
  type AdminSubscriptionsQuery,
  type PaginationQuery,
  type PaymentList,
  type Refund,
  type RefundList,
  type RefundRequest,
  type SubscriptionList,
  type SubscriptionRevenue,
} from '@lexlogis/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { PaymentsGateway } from './payments-gateway';
import { toPayment, toRefund } from './payments.mapper';
import { recordAudit } from '../audit/audit-log';
import {
  createPaymentsRepository,
  type PaymentsRepository,
  type RefundRow,
} from './payments.repository';
import { toSubscription } from './subscriptions.mapper';
import type { SubscriptionsRepository } from './subscriptions.repository';

export type PaymentsAdminServiceDeps = {
  db: Database;
  payments: PaymentsRepository;
  subscriptions: SubscriptionsRepository;
  gateway: PaymentsGateway;
  currency: string;
  clock: Clock;
};

/** An ISO date alone means the whole day: its end is the next midnight. */
function toRangeEnd(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  return /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? new Date(new Date(`${value}T00:00:00.000Z`).getTime() + 86_400_000 - 1)
    : new Date(value);
}

/**
 * The back office's payment data (issue 15 builds the screens and routes over these): every money
 * figure is computed from stored payments, in minor units with the currency.
 */
export function createPaymentsAdminService(deps: PaymentsAdminServiceDeps) {
  const { payments, subscriptions, gateway, clock } = deps;

  return {
    async listPayments(query: AdminPaymentsQuery): Promise<PaymentList> {
      const { rows, total } = await payments.listPayments(
        {
          status: query.status === 'all' ? undefined : query.status,
          search: query.search,
          from: query.startDate ? new Date(query.startDate) : undefined,
          to: toRangeEnd(query.endDate),
        },
        getPageOffset(query.page, query.limit),
        query.limit,
      );
      return {
        items: rows.map(toPayment),
        meta: buildPaginationMeta(total, query.page, query.limit),
      };
    },

    async listRefunds(query: PaginationQuery): Promise<RefundList> {
      const { rows, total } = await payments.listRefunds(
        getPageOffset(query.page, query.limit),
        query.limit,
      );
      return {
        items: rows.map(toRefund),
        meta: buildPaginationMeta(total, query.page, query.limit),
      };
    },

    async listSubscriptions(query: AdminSubscriptionsQuery): Promise<SubscriptionList> {
      const now = clock.now();
      const { rows, total } = await subscriptions.listPage(
        getPageOffset(query.page, query.limit),
        query.limit,
      );
      return {
        items: rows.map((row) => toSubscription(row.userId, row, now)),
        meta: buildPaginationMeta(total, query.page, query.limit),
      };
    },

    /** monthlyRevenue is the current calendar month (UTC); both figures are net of refunds. */
    async getRevenue(): Promise<SubscriptionRevenue> {
      const now = clock.now();
      const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      const byCurrency = await payments.sumRevenueByCurrency(monthStart);
      const plan = byCurrency.find((row) => row.currency === deps.currency);
      return {
        monthlyRevenue: plan?.monthly ?? 0,
        totalRevenue: plan ? plan.paid - plan.refunded : 0,
        activeSubscriptions: await subscriptions.countWithProAccess(now),
        currency: deps.currency,
        byCurrency: byCurrency.map((row) => ({
          currency: row.currency,
          payments: row.payments,
          paid: row.paid,
          refunded: row.refunded,
          totalRevenue: row.paid - row.refunded,
          monthlyRevenue: row.monthly,
        })),
      };
    },

    /**
     * Refunds part or all of a payment through the provider. The idempotency key names the
     * payment and what was refunded before, so a double click or a retry refunds once; the
     * stored total is only raised within the amount paid.
     */
    async refundPayment(
      paymentId: string,
      request: RefundRequest,
      requestedBy: string | null,
    ): Promise<Refund> {
      const payment = await payments.findPayment(paymentId);
      if (!payment) throw new AppError('PAYMENT_NOT_FOUND');
      const refundable = payment.status === 'succeeded' || payment.status === 'partially_refunded';
      if (!refundable || request.amount > payment.amount - payment.amountRefunded) {
        throw new AppError('REFUND_NOT_ALLOWED');
      }
      const providerRefund = await gateway.refund({
        paymentIntentId: payment.providerPaymentIntentId,
        invoiceId: payment.providerInvoiceId,
        amount: request.amount,
        idempotencyKey: `refund-${payment.id}-${payment.amountRefunded}-${request.amount}`,
      });
      if (providerRefund.status === 'failed') throw new AppError('PAYMENT_PROVIDER_ERROR');
      const now = clock.now();
      const row = await deps.db.transaction(async (tx) => {
        let added: RefundRow | undefined;
        try {
          added = await createPaymentsRepository(tx).addRefund({
            paymentId: payment.id,
            amount: request.amount,
            currency: payment.currency,
            reason: request.reason,
            status: providerRefund.status,
            providerRefundId: providerRefund.id,
            requestedBy,
            createdAt: now,
          });
        } catch {
          throw new AppError('REFUND_NOT_ALLOWED');
        }
        // A replayed provider refund changed nothing, so there is nothing to audit.
        if (added) {
          await recordAudit(tx, {
            actorId: requestedBy,
            entityType: 'PAYMENT',
            entityId: payment.id,
            action: 'PAYMENT_REFUNDED',
            details: {
              refundId: added.id,
              amount: added.amount,
              currency: added.currency,
              reason: added.reason,
              status: added.status,
            },
            at: now,
          });
        }
        return added;
      });
      // The same provider refund again (a retried request): answer the one already stored.
      if (!row) {
        const stored = await payments.findRefundByProviderId(providerRefund.id);
        if (!stored) throw new AppError('REFUND_NOT_ALLOWED');
        return toRefund(stored);
      }
      return toRefund(row);
    },
  };
}
export type PaymentsAdminService = ReturnType<typeof createPaymentsAdminService>;
