import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { stubFetch } from '@/test/fake-fetch';
import { makeAccount, signInForTest } from '@/test/session';
import { ExportConversation } from './export-conversation';

const ID = 'c0ffee00-0000-4000-8000-000000000009';

describe('ExportConversation', () => {
  const saved: string[] = [];
  beforeEach(() => {
    signInForTest(makeAccount());
    // jsdom has no object URLs; the download only needs one to exist.
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
  });
  afterEach(() => {
    saved.length = 0;
    vi.restoreAllMocks();
    void i18n.changeLanguage('en');
  });

  it('downloads the conversation as Markdown or PDF in the interface language', async () => {
    const urls: string[] = [];
    stubFetch((url) => {
      urls.push(url);
      const format = url.includes('format=pdf') ? 'pdf' : 'md';
      return new Response('x', {
        headers: {
          'content-disposition': `attachment; filename="bail.${format}"; filename*=UTF-8''Bail%20%C3%A9t%C3%A9.${format}`,
        },
      });
    });
    await i18n.changeLanguage('fr');
    render(
      <I18nextProvider i18n={i18n}>
        <ExportConversation conversationId={ID} title="Bail" disabled={false} />
      </I18nextProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Exporter la conversation en Markdown' }));
    await waitFor(() => expect(saved).toEqual(['Bail été.md']));
    await user.click(screen.getByRole('button', { name: 'Exporter la conversation en PDF' }));
    await waitFor(() => expect(saved).toEqual(['Bail été.md', 'Bail été.pdf']));
    expect(urls).toEqual([
      `/api/advices/${ID}/export?format=md&lang=fr`,
      `/api/advices/${ID}/export?format=pdf&lang=fr`,
    ]);
  });
});
