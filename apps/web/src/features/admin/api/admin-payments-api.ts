import {
  legisStatusSchema,
  paymentListSchema,
  refundListSchema,
  refundSchema,
  subscriptionListSchema,
  subscriptionRevenueSchema,
  type PaymentStatus,
  type RefundRequest,
} from '@lexlogis/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Admin data is cached 5 minutes (spec 02 §9); a refund invalidates every money figure. */
const ADMIN_STALE_MS = 5 * 60 * 1000;
const PAGE_SIZE = 10;

function toQuery(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function required<T>(promise: Promise<T | null>): Promise<T> {
  const value = await promise;
  if (value === null) throw new Error('Empty response');
  return value;
}

export type PaymentFilters = {
  status: 'all' | PaymentStatus;
  /** A payment id or a user id (spec 02 §5). */
  search: string;
  startDate: string;
  endDate: string;
  page: number;
};

export function useAdminPayments(filters: PaymentFilters) {
  return useQuery({
    queryKey: ['admin', 'money', 'payments', filters],
    queryFn: ({ signal }) =>
      required(
        apiRequest(`/admin/payments${toQuery({ ...filters, limit: PAGE_SIZE })}`, {
          schema: paymentListSchema,
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    staleTime: ADMIN_STALE_MS,
  });
}

export function useAdminRefunds(page: number) {
  return useQuery({
    queryKey: ['admin', 'money', 'refunds', page],
    queryFn: ({ signal }) =>
      required(
        apiRequest(`/admin/payments/refunds${toQuery({ page, limit: PAGE_SIZE })}`, {
          schema: refundListSchema,
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    staleTime: ADMIN_STALE_MS,
  });
}

export function useAdminSubscriptions(page: number) {
  return useQuery({
    queryKey: ['admin', 'money', 'subscriptions', page],
    queryFn: ({ signal }) =>
      required(
        apiRequest(`/admin/subscriptions${toQuery({ page, limit: PAGE_SIZE })}`, {
          schema: subscriptionListSchema,
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    staleTime: ADMIN_STALE_MS,
  });
}

export function useAdminRevenue() {
  return useQuery({
    queryKey: ['admin', 'money', 'revenue'],
    queryFn: ({ signal }) =>
      required(
        apiRequest('/admin/subscriptions/revenue', { schema: subscriptionRevenueSchema, signal }),
      ),
    staleTime: ADMIN_STALE_MS,
  });
}

export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, ...body }: RefundRequest & { paymentId: string }) =>
      required(
        apiRequest(`/admin/payments/${paymentId}/refund`, {
          method: 'POST',
          body,
          schema: refundSchema,
        }),
      ),
    // The audit log and overview revenue change too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export function useLegisStatus() {
  return useQuery({
    queryKey: ['admin', 'legis'],
    queryFn: ({ signal }) =>
      required(apiRequest('/admin/legis', { schema: legisStatusSchema, signal })),
    staleTime: ADMIN_STALE_MS,
  });
}
