import type { Page, Response } from '@playwright/test';

export type LoggedAsset = { url: string; encoding: string | undefined; cacheControl: string };

/** Records every script and HTML document the page receives, with how it was sent. */
export class AssetLog {
  readonly scripts: LoggedAsset[] = [];
  readonly documents: LoggedAsset[] = [];

  constructor(readonly page: Page) {
    page.on('response', (response) => void this.record(response));
  }

  private async record(response: Response): Promise<void> {
    const headers = await response.allHeaders();
    const asset = {
      url: new URL(response.url()).pathname,
      encoding: headers['content-encoding'],
      cacheControl: headers['cache-control'] ?? '',
    };
    const type = response.request().resourceType();
    if (type === 'script') this.scripts.push(asset);
    if (type === 'document') this.documents.push(asset);
  }

  /** Whether a script whose file name starts with `name-` (a Vite chunk) was loaded. */
  hasLoadedChunk(name: string): boolean {
    return this.scripts.some((script) => script.url.startsWith(`/assets/${name}-`));
  }
}
