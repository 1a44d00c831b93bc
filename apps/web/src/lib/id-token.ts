import type { IdTokenClaims } from '@lexlogis/contracts';

/**
 * Reads the claims of an id token without verifying it: the server verifies it against the
 * provider's keys on POST /auth/login. The client only needs the sub, email and name to send.
 * The schema is loaded on use so that zod stays off the first load (issue 18).
 */
export async function readIdTokenClaims(idToken: string): Promise<IdTokenClaims | null> {
  const payload = idToken.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    const json = JSON.parse(new TextDecoder().decode(bytes)) as unknown;
    const { idTokenClaimsSchema } = await import('./session-schemas');
    const parsed = idTokenClaimsSchema.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
