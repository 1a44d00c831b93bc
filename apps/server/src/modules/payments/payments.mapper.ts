import type { Payment, Refund } from '@lexlogis/contracts';
import type { PaymentRow, RefundRow } from './payments.repository';

export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    userId: row.userId,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    amountRefunded: row.amountRefunded,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toRefund(row: RefundRow): Refund {
  return {
    id: row.id,
    paymentId: row.paymentId,
    amount: row.amount,
    currency: row.currency,
    reason: row.reason,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}
