import { useQuery } from '@tanstack/react-query';
import { fetchIdentityProviders } from '../api/identity-provider';

/** Which external sign-in providers are configured; none while loading or on failure. */
export function useIdentityProviders() {
  const { data } = useQuery({
    queryKey: ['idp', 'providers'],
    queryFn: ({ signal }) => fetchIdentityProviders(signal),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  return { google: data?.google === true };
}
