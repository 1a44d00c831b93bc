import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lawyerProfileSchema, type UpdateLawyerProfileRequest } from '@lexlogis/contracts';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { useSessionUser } from '@/lib/session-user';

/** The signed-in lawyer's own profile; null when they have none yet. */
export function useOwnLawyerProfile() {
  const user = useSessionUser();
  return useQuery({
    queryKey: ['profiles', 'own', user?.id],
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest(`/profile/user/${encodeURIComponent(user!.id)}`, {
          schema: lawyerProfileSchema,
          signal,
        });
      } catch (error) {
        if (error instanceof ApiError && error.statusCode === 404) return null;
        throw error;
      }
    },
    enabled: user?.role === 'lawyer',
  });
}

export function useSaveLawyerProfile() {
  const user = useSessionUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      exists,
      changes,
    }: {
      exists: boolean;
      changes: UpdateLawyerProfileRequest;
    }) => {
      const userId = encodeURIComponent(user!.id);
      if (!exists) {
        await apiRequest('/profile', {
          method: 'POST',
          body: { userId: user!.id },
          schema: lawyerProfileSchema,
        });
      }
      return apiRequest(`/profile/${userId}`, {
        method: 'PATCH',
        body: changes,
        schema: lawyerProfileSchema,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['profiles'] }),
  });
}
