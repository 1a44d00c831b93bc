import {
  generatedDocumentListResponseSchema,
  generatedDocumentSchema,
  type GeneratedDocument,
} from '@lexlogis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRepairNoticeRequest } from '../../test/formal-notice-requests';
import { extractPdfText } from '../../test/pdf-text';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('generated documents', () => {
  let testApp: TestApp;
  let owner: SignedInUser;
  let other: SignedInUser;

  beforeAll(async () => {
    testApp = await createTestApp();
    owner = await createSignedInUser(testApp, { email: 'owner@example.com' });
    other = await createSignedInUser(testApp, { email: 'other@example.com' });
  });
  afterAll(() => testApp.close());

  const send = (
    who: SignedInUser,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => testApp.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

  async function generate(request = makeRepairNoticeRequest()): Promise<GeneratedDocument> {
    // A minute apart, so "newest first" has one answer (the clock is otherwise fixed).
    testApp.clock.advance(60);
    const response = await send(owner, 'POST', '/api/generated-documents', request);
    expect(response.statusCode, response.body).toBe(201);
    return generatedDocumentSchema.parse(response.json());
  }

  it('generates a French repair notice whose PDF text holds the names, the articles and the date', async () => {
    const document = await generate();
    expect(document).toMatchObject({
      type: 'formal-notice',
      lang: 'fr',
      situation: 'repairs',
      title: 'Mise en demeure — Réparations — Gestion Tremblay inc.',
    });
    expect(document.letter.deadlineDate).toBe('2025-03-11');

    const pdf = await send(owner, 'GET', `/api/generated-documents/${document.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('attachment; filename="');
    const text = extractPdfText(pdf.rawPayload);
    expect(text).toContain('MISE EN DEMEURE');
    expect(text).toContain('Awa Diallo');
    expect(text).toContain('Gestion Tremblay inc.');
    expect(text).toContain('Le 1er mars 2025');
    expect(text).toContain('Vous avez jusqu’au 11 mars 2025');
    expect(text).toContain('art. 1854, 1863, 1864, 1866, 1867, 1868');
    expect(text).toContain('(art. 1854 et 1864)');
    expect(text).toContain('formulaire TAL-001A');
    expect(text).toContain('non d’un avis juridique');
  });

  it('prints what the user typed as text, never as markup', async () => {
    const document = await generate(
      makeRepairNoticeRequest({ demand: '<b>Réparer</b> & <script>alert(1)</script>' }),
    );
    const pdf = await send(owner, 'GET', `/api/generated-documents/${document.id}/pdf`);
    expect(extractPdfText(pdf.rawPayload)).toContain('<b>Réparer</b> & <script>alert(1)</script>');
  });

  it('previews the letter without storing it', async () => {
    const before = generatedDocumentListResponseSchema.parse(
      (await send(owner, 'GET', '/api/generated-documents')).json(),
    ).meta.total;
    const preview = await send(
      owner,
      'POST',
      '/api/generated-documents/preview',
      makeRepairNoticeRequest({}, 'en'),
    );
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ heading: 'FORMAL NOTICE', deadlineDate: '2025-03-11' });
    const after = generatedDocumentListResponseSchema.parse(
      (await send(owner, 'GET', '/api/generated-documents')).json(),
    ).meta.total;
    expect(after).toBe(before);
  });

  it('lists, reads, renames and deletes the owner’s documents', async () => {
    const document = await generate();
    const list = generatedDocumentListResponseSchema.parse(
      (await send(owner, 'GET', '/api/generated-documents')).json(),
    );
    expect(list.items[0]).toMatchObject({ id: document.id, type: 'formal-notice' });
    expect(list.items[0]).not.toHaveProperty('letter');

    const read = await send(owner, 'GET', `/api/generated-documents/${document.id}`);
    expect(read.json()).toEqual(document);

    const renamed = await send(owner, 'PATCH', `/api/generated-documents/${document.id}`, {
      title: '  Chauffage — avis  ',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: document.id, title: 'Chauffage — avis' });

    expect(
      (await send(owner, 'DELETE', `/api/generated-documents/${document.id}`)).statusCode,
    ).toBe(204);
    expect((await send(owner, 'GET', `/api/generated-documents/${document.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await send(owner, 'GET', `/api/generated-documents/${document.id}/pdf`)).statusCode,
    ).toBe(404);
  });

  it('answers 404 to another user on every route, and leaves the document untouched', async () => {
    const document = await generate();
    const url = `/api/generated-documents/${document.id}`;
    for (const [method, path, payload] of [
      ['GET', url, undefined],
      ['GET', `${url}/pdf`, undefined],
      ['PATCH', url, { title: 'Mine now' }],
      ['DELETE', url, undefined],
    ] as const) {
      const response = await send(other, method, path, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json().error.code).toBe('GENERATED_DOCUMENT_NOT_FOUND');
    }
    const otherList = generatedDocumentListResponseSchema.parse(
      (await send(other, 'GET', '/api/generated-documents')).json(),
    );
    expect(otherList.items).toEqual([]);
    expect((await send(owner, 'GET', url)).json()).toEqual(document);
    expect((await send(owner, 'GET', '/api/generated-documents/not-a-uuid')).statusCode).toBe(404);
  });

  it('answers 400 with a message per missing or invalid field', async () => {
    const request = makeRepairNoticeRequest({
      recipient: { name: '  ', address: 'Montréal' },
      facts: '',
      deadline: { kind: 'period', amount: 0, unit: 'days' },
    });
    const response = await send(owner, 'POST', '/api/generated-documents', request);
    expect(response.statusCode).toBe(400);
    const issues = response.json().error.details.issues as Array<{ path: string; message: string }>;
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'fields.recipient.name', message: 'required' }),
        expect.objectContaining({ path: 'fields.facts', message: 'required' }),
        expect.objectContaining({ path: 'fields.deadline.amount', message: 'deadline_past' }),
      ]),
    );

    const mismatch = await send(
      owner,
      'POST',
      '/api/generated-documents',
      makeRepairNoticeRequest({ role: 'landlord' }),
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.details.issues).toEqual([
      expect.objectContaining({ path: 'fields.situation', message: 'role_mismatch' }),
    ]);

    const tooLong = await send(
      owner,
      'POST',
      '/api/generated-documents',
      makeRepairNoticeRequest({ facts: 'x'.repeat(4001) }),
    );
    expect(tooLong.json().error.details.issues).toEqual([
      expect.objectContaining({ path: 'fields.facts', message: 'too_long' }),
    ]);
  });

  it('refuses a deadline date that is not after today, and stores nothing', async () => {
    const before = await send(owner, 'GET', '/api/generated-documents');
    for (const date of ['2025-03-01', '2025-02-15']) {
      const response = await send(
        owner,
        'POST',
        '/api/generated-documents',
        makeRepairNoticeRequest({ deadline: { kind: 'date', date } }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details.issues).toEqual([
        expect.objectContaining({ path: 'fields.deadline.date', message: 'deadline_past' }),
      ]);
    }
    const after = await send(owner, 'GET', '/api/generated-documents');
    expect(after.json().meta.total).toBe(before.json().meta.total);
  });
});

describe('generated documents when the PDF cannot be rendered', () => {
  let testApp: TestApp;
  let owner: SignedInUser;

  beforeAll(async () => {
    testApp = await createTestApp({
      renderPdf: () => Promise.reject(new Error('font table broken')),
    });
    owner = await createSignedInUser(testApp, { email: 'owner@example.com' });
  });
  afterAll(() => testApp.close());

  it('logs the failure, answers 503 with a clear message and stores nothing', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/generated-documents',
      headers: owner.headers,
      payload: makeRepairNoticeRequest(),
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toMatchObject({
      code: 'DOCUMENT_RENDERING_FAILED',
      message: expect.stringContaining('Nothing was saved'),
    });
    expect(
      testApp.logs.some(
        (line) => line.includes('pdf rendering failed') && line.includes('font table broken'),
      ),
    ).toBe(true);
    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/generated-documents',
      headers: owner.headers,
    });
    expect(list.json().meta.total).toBe(0);
  });
});
