import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { flagsResponse, jsonResponse, stubFetch } from '@/test/fake-fetch';
import { renderApp } from '@/test/render-app';
import { listResponseBody, makeDocument } from './document-test-data';

describe('My documents', () => {
  it('lists the documents, renames one and deletes another after confirming', async () => {
    let list = [makeDocument(1, 'Chauffage'), makeDocument(2, 'Old notice')];
    const calls: string[] = [];
    stubFetch(async (url, init) => {
      const { pathname } = new URL(url, 'http://localhost');
      const key = `${init.method ?? 'GET'} ${pathname}`;
      calls.push(key);
      if (key === 'GET /api/generated-documents') return jsonResponse(listResponseBody(list));
      if (key.startsWith('PATCH /api/generated-documents/')) {
        const { title } = JSON.parse(String(init.body)) as { title: string };
        list = list.map((item) => (pathname.endsWith(item.id) ? { ...item, title } : item));
        const renamed = list.find((item) => pathname.endsWith(item.id));
        return jsonResponse({ ...renamed, letter: LETTER });
      }
      if (key.startsWith('DELETE /api/generated-documents/')) {
        list = list.filter((item) => !pathname.endsWith(item.id));
        return new Response(null, { status: 204 });
      }
      if (key === 'GET /api/feature-flags') return flagsResponse({});
      return jsonResponse({ error: { code: 'NOT_FOUND', message: key } }, 404);
    });
    renderApp('/ai-tools/my-documents');
    const user = userEvent.setup();
    const list1 = await screen.findByRole('list', { name: 'My documents' }, { timeout: 5000 });
    expect(within(list1).getAllByRole('listitem')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Rename Chauffage' }));
    const field = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(field);
    await user.type(field, 'Chauffage — janvier');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Chauffage — janvier')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Old notice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this document?' });
    expect(calls.filter((call) => call.startsWith('DELETE'))).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Old notice')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.startsWith('DELETE'))).toHaveLength(1);
  }, 20_000);
});

const LETTER = {
  lang: 'fr',
  heading: 'MISE EN DEMEURE',
  dateLine: 'Le 1er mars 2025',
  senderLines: ['A'],
  recipientLines: ['B'],
  subject: 'Objet',
  paragraphs: ['P'],
  citedArticles: ['1854'],
  form: 'TAL-001A',
  deadlineDate: '2025-03-11',
  signature: 'A',
  disclaimer: 'D',
};
