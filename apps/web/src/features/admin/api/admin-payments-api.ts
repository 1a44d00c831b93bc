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
import { ADMIN_STALE_MS, required, toQuery } from './admin-request';

const PAGE_SIZE = 10;

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
