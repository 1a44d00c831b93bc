import { useEffect, useState } from 'react';
import { fetchIdentityProviders } from '../api/identity-provider';

export interface IdentityProviders {
  google: boolean;
}

// Set when the document already says which providers the server has (the prerendered sign-in
// page, issue 18 round 5): the button is in the first paint, no request and no layout shift.
let knownProviders: IdentityProviders | null = null;

export function presetIdentityProviders(providers: IdentityProviders | null): void {
  knownProviders = providers;
}

/**
 * Which external sign-in providers are configured; none while loading or on failure. A plain
 * fetch per mount, not a TanStack query: the standalone sign-in page (auth.html) loads no data
 * layer (issue 18), and this small GET is its only read.
 */
export function useIdentityProviders() {
  const [google, setGoogle] = useState(knownProviders?.google === true);
  useEffect(() => {
    if (knownProviders) return;
    const controller = new AbortController();
    fetchIdentityProviders(controller.signal).then(
      (providers) => setGoogle(providers.google === true),
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  return { google };
}
