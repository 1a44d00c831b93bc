import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  checkoutResponseSchema,
  paymentListSchema,
  plansResponseSchema,
  portalResponseSchema,
  subscriptionSchema,
  testCheckoutCompleteResponseSchema,
  testCheckoutSessionSchema,
  type PaymentList,
  type TestCheckoutCompleteRequest,
} from '@lexlogis/contracts';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

export const BILLING_QUERY_KEY = ['billing'] as const;
export const HISTORY_PAGE_SIZE = 10;

function required<T>(value: T | null): T {
  if (value === null) throw new ApiError('Invalid API response format', 500);
  return value;
}

export function usePlans() {
  return useQuery({
    queryKey: [...BILLING_QUERY_KEY, 'plans'],
    queryFn: async ({ signal }) =>
      required(await apiRequest('/payments/plans', { schema: plansResponseSchema, signal })),
  });
}

export function useSubscription() {
  return useQuery({
    queryKey: [...BILLING_QUERY_KEY, 'subscription'],
    queryFn: async ({ signal }) =>
      required(await apiRequest('/payments/subscription', { schema: subscriptionSchema, signal })),
  });
}

const EMPTY_HISTORY = (page: number): PaymentList => ({
  items: [],
  meta: { total: 0, page, limit: HISTORY_PAGE_SIZE, totalPages: 0 },
});

/** Spec 02 §9: when the history cannot be loaded it shows an empty page with total 0. */
export function usePaymentHistory(page: number) {
  return useQuery({
    queryKey: [...BILLING_QUERY_KEY, 'history', page],
    queryFn: async ({ signal }) => {
      try {
        const answer = await apiRequest(
          `/payments/history?page=${page}&limit=${HISTORY_PAGE_SIZE}`,
          { schema: paymentListSchema, signal },
        );
        return answer ?? EMPTY_HISTORY(page);
      } catch (error) {
        if (signal.aborted) throw error;
        return EMPTY_HISTORY(page);
      }
    },
    placeholderData: keepPreviousData,
  });
}

/** Opens the checkout (Stripe's, or the local test one) by leaving the app for its url. */
export function useCheckout() {
  return useMutation({
    mutationFn: async (priceId: string) =>
      required(
        await apiRequest('/payments/checkout', {
          method: 'POST',
          body: { priceId },
          schema: checkoutResponseSchema,
        }),
      ),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export function usePortal() {
  return useMutation({
    mutationFn: async () =>
      required(
        await apiRequest('/payments/portal', { method: 'POST', schema: portalResponseSchema }),
      ),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** Cancel (DELETE: Free at the period's end) or resume (POST with the price). */
export function useChangeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: { action: 'cancel' } | { action: 'resume'; priceId: string }) =>
      required(
        await apiRequest('/payments/subscription', {
          method: change.action === 'cancel' ? 'DELETE' : 'POST',
          body: change.action === 'resume' ? { priceId: change.priceId } : undefined,
          schema: subscriptionSchema,
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BILLING_QUERY_KEY }),
  });
}

export function useTestCheckoutSession(sessionId: string) {
  return useQuery({
    queryKey: [...BILLING_QUERY_KEY, 'test-checkout', sessionId],
    queryFn: async ({ signal }) =>
      required(
        await apiRequest(`/payments/test-checkout/${encodeURIComponent(sessionId)}`, {
          schema: testCheckoutSessionSchema,
          signal,
        }),
      ),
    retry: false,
  });
}

export function useCompleteTestCheckout(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: TestCheckoutCompleteRequest) =>
      required(
        await apiRequest(`/payments/test-checkout/${encodeURIComponent(sessionId)}/complete`, {
          method: 'POST',
          body: request,
          schema: testCheckoutCompleteResponseSchema,
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BILLING_QUERY_KEY }),
  });
}
