import { ApiError } from './api-error';
import { DEFAULT_ERROR_MESSAGE, MISSING_TOKEN_MESSAGE, getApiBaseUrl } from './api-client';
import { getAccessToken } from './auth-token';
import { handleUnauthorized } from './unauthorized';

/**
 * Downloads a file the API serves behind the session (a generated PDF, a conversation export).
 * A plain link cannot carry the bearer token, so the file is fetched, then saved through an
 * object URL under the name the server gives in Content-Disposition.
 */
export async function downloadApiFile(path: string, fallbackName: string): Promise<void> {
  const token = getAccessToken();
  if (!token) {
    handleUnauthorized('missing-token');
    throw new ApiError(MISSING_TOKEN_MESSAGE, 401);
  }
  const response = await fetch(`${getApiBaseUrl().replace(/\/+$/, '')}${path}`, {
    headers: { Authorization: `Bearer ${token}` },
    credentials: 'include',
    cache: 'no-store',
  });
  if (response.status === 401) handleUnauthorized('session-expired');
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => null);
    const error = (data as { error?: { code?: string; message?: string } } | null)?.error;
    throw new ApiError(error?.message ?? DEFAULT_ERROR_MESSAGE, response.status, data, error?.code);
  }
  const blob = await response.blob();
  saveBlob(blob, readFileName(response.headers.get('content-disposition')) ?? fallbackName);
}

/** The UTF-8 name (filename*=) when given, else the plain one. */
export function readFileName(header: string | null): string | undefined {
  if (!header) return undefined;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed encoding falls back to the ASCII name.
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1];
}

function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
