import type { AdviceItem } from '@lexlogis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  askQuestion,
  createChatTestApp,
  createConversation,
  getConversation,
  streamAnswer,
} from '../../test/chat-requests';
import { extractPdfText } from '../../test/pdf-text';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user';
import type { TestApp } from '../../test/test-app';
import { describeSource } from './conversation-export-text';

describe('conversation export', () => {
  let testApp: TestApp;
  let owner: SignedInUser;
  let other: SignedInUser;
  let conversationId: string;
  let answered: AdviceItem[];

  beforeAll(async () => {
    testApp = await createChatTestApp();
    owner = await createSignedInUser(testApp, { email: 'owner@example.com' });
    other = await createSignedInUser(testApp, { email: 'other@example.com' });
    const conversation = await createConversation(testApp, owner);
    conversationId = conversation.id;
    for (const question of [
      'My landlord asks me for a security deposit, is that allowed?',
      'Mon propriétaire refuse de faire les réparations, que faire?',
    ]) {
      testApp.clock.advance(60);
      const advice = await askQuestion(testApp, owner, conversationId, question);
      const { response } = await streamAnswer(testApp, owner, conversationId, advice);
      expect(response.statusCode).toBe(200);
    }
    answered = (await getConversation(testApp, owner, conversationId)).advices;
  });
  afterAll(() => testApp.close());

  const exportAs = (who: SignedInUser, query: string, id = conversationId) =>
    testApp.app.inject({
      method: 'GET',
      url: `/api/advices/${id}/export?${query}`,
      headers: who.headers,
    });

  it('exports every question, answer, source and official link in Markdown', async () => {
    expect(answered).toHaveLength(2);
    const response = await exportAs(owner, 'format=md');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+\.md"/);
    const markdown = response.body;
    expect(markdown).toContain('## Question 1');
    expect(markdown).toContain('## Question 2');
    expect(markdown).toContain('Exported from LexLogis on March 1, 2025.');
    expect(markdown).toContain('not legal advice');
    expect(markdown.indexOf(`> ${answered[0]?.question}`)).toBeLessThan(
      markdown.indexOf(`> ${answered[1]?.question}`),
    );
    for (const advice of answered) {
      expect(advice.status).toBe('ready');
      expect(markdown).toContain(`> ${advice.question}`);
      expect(markdown).toContain(advice.advice.trim());
      expect(advice.sources.length).toBeGreaterThan(0);
      for (const source of advice.sources) {
        for (const link of describeSource(source).links) expect(markdown).toContain(`<${link}>`);
      }
    }
  });

  it('labels the export in French when asked', async () => {
    const markdown = (await exportAs(owner, 'format=md&lang=fr')).body;
    expect(markdown).toContain('Exporté de LexLogis le 1er mars 2025.');
    expect(markdown).toContain('### Réponse');
    expect(markdown).toContain('et non un avis juridique');
  });

  it('exports the same conversation as a PDF with real text', async () => {
    const response = await exportAs(owner, 'format=pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = extractPdfText(response.rawPayload);
    expect(text).toContain('Question 1');
    expect(text).toContain('Question 2');
    for (const advice of answered) {
      expect(text).toContain(advice.question);
      const lawSource = advice.sources.find((source) => source.type === 'LAW');
      if (lawSource?.type === 'LAW' && lawSource.article) {
        expect(text).toContain(`art. ${lawSource.article} C.c.Q.`);
      }
    }
    expect(text).toContain('legal information, not legal advice');
  });

  it('answers 404 for another user’s conversation and 400 for an unknown format', async () => {
    const response = await exportAs(other, 'format=md');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('CONVERSATION_NOT_FOUND');
    expect((await exportAs(owner, 'format=docx')).statusCode).toBe(400);
    expect((await exportAs(owner, 'format=md', 'not-a-uuid')).statusCode).toBe(404);
  });
});
