import { describe, expect, it } from 'vitest';
import { adviceConversationSchema, adviceItemSchema, adviceListQuerySchema } from './advice';
import {
  adviceStreamEventSchema,
  adviceStreamRequestSchema,
  createAdviceItemRequestSchema,
  createConversationRequestSchema,
  storeAdviceRequestSchema,
  updateAdviceStatusRequestSchema,
  updateConversationTitleRequestSchema,
} from './advice-requests';

const NOW = '2024-05-01T12:00:00.000Z';
const advice = {
  id: 'a1',
  question: 'Can my landlord raise the rent?',
  advice: '',
  status: 'submitted',
  createdAt: NOW,
  updatedAt: NOW,
};

describe('advice entities', () => {
  it('parses an advice item with legacy lists and defaults sources to []', () => {
    const parsed = adviceItemSchema.parse({
      ...advice,
      feedback: { status: 'positive', details: { comments: '', createdAt: NOW, updatedAt: NOW } },
      urls: ['https://a.example/'],
      caselaw_reference: ['2023 QCTAL 1'],
      relevant_forms: [{ title: 'Notice', doc_url: 'https://f.example/a.pdf' }],
    });
    expect(parsed.sources).toEqual([]);
    expect(parsed.caselaw_reference).toEqual(['2023 QCTAL 1']);
  });

  it('accepts all five statuses and nothing else', () => {
    for (const status of ['submitted', 'streaming', 'ready', 'error', 'aborted']) {
      expect(updateAdviceStatusRequestSchema.safeParse({ status }).success).toBe(true);
    }
    expect(updateAdviceStatusRequestSchema.safeParse({ status: 'completed' }).success).toBe(false);
  });

  it('parses a conversation with a case outcome', () => {
    const base = { id: 'c1', title: 'T', createdAt: NOW, updatedAt: NOW, advices: [advice] };
    const similar = {
      id: 'caselaw-1',
      citation: null,
      title: null,
      tribunal: 'Régie du logement',
      date: null,
      subject: 'Punaises de lit',
      excerpt: 'Le locataire demande…',
      lang: 'fr',
      outcome: 'unknown',
      userOutcome: 'unknown',
      url: 'https://www.tal.gouv.qc.ca/fr/resumes',
    };
    const stats = { total: 1, favourable: 0, unfavourable: 0, neutral: 0, unknown: 1 };
    const caseOutcome = { role: 'tenant', similarCases: [similar], stats, computedAt: NOW };
    const parsed = adviceConversationSchema.parse({ ...base, caseOutcome });
    expect(parsed.caseOutcome).toEqual(caseOutcome);
    expect(parsed.likes).toBe(0);
    const unsafe = { ...similar, url: 'javascript:alert(1)' };
    const rejected = { ...caseOutcome, similarCases: [unsafe] };
    expect(adviceConversationSchema.safeParse({ ...base, caseOutcome: rejected }).success).toBe(
      false,
    );
  });

  it('defaults the conversation list to 50 per page', () => {
    expect(adviceListQuerySchema.parse({})).toEqual({ page: 1, limit: 50 });
  });
});

describe('advice requests', () => {
  it('rejects blank and oversized titles', () => {
    expect(
      updateConversationTitleRequestSchema.safeParse({ title: '   ' }).error?.issues[0]?.message,
    ).toBe('Title is required');
    expect(
      updateConversationTitleRequestSchema.safeParse({ title: 'x'.repeat(10_000_000) }).success,
    ).toBe(false);
    expect(updateConversationTitleRequestSchema.parse({ title: '  Rent  ' })).toEqual({
      title: 'Rent',
    });
  });

  it('creates a conversation with a default empty description', () => {
    expect(createConversationRequestSchema.parse({ title: 'Rent', formAnswerId: 'f1' })).toEqual({
      title: 'Rent',
      description: '',
      formAnswerId: 'f1',
    });
  });

  it('limits questions to 1000 characters and refuses blank ones', () => {
    expect(createAdviceItemRequestSchema.safeParse({ question: 'q'.repeat(1000) }).success).toBe(
      true,
    );
    expect(createAdviceItemRequestSchema.safeParse({ question: 'q'.repeat(1001) }).success).toBe(
      false,
    );
    expect(
      createAdviceItemRequestSchema.safeParse({ question: ' ' }).error?.issues[0]?.message,
    ).toBe('Question is required');
  });

  it('validates the stream request', () => {
    const body = { conversationId: 'c1', adviceId: 'a1', question: 'Hi there', lang: 'fr' };
    expect(adviceStreamRequestSchema.parse(body)).toEqual({ ...body, history: [] });
    expect(adviceStreamRequestSchema.safeParse({ ...body, lang: 'de' }).success).toBe(false);
    expect(
      adviceStreamRequestSchema.safeParse({ ...body, history: [{ role: 'system', content: 'x' }] })
        .success,
    ).toBe(false);
  });

  it('store-advice takes sources and legacy lists', () => {
    const parsed = storeAdviceRequestSchema.parse({
      advice: 'Answer text',
      sources: [{ type: 'INFO', url: 'https://a.example/' }],
      urls_ccq: ['https://l.example/'],
    });
    expect(parsed.sources).toHaveLength(1);
  });
});

describe('adviceStreamEventSchema', () => {
  it('parses each event type', () => {
    const events = [
      { type: 'start', advice },
      { type: 'sources', sources: [{ type: 'CASELAW', reference: '2023 QCTAL 1' }] },
      { type: 'delta', text: 'Hello' },
      { type: 'done', advice: { ...advice, status: 'ready', advice: 'Full answer' } },
      {
        type: 'error',
        code: 'SERVICE_UNAVAILABLE',
        message: 'The service is temporarily unavailable',
      },
    ];
    for (const event of events) {
      const parsed = adviceStreamEventSchema.parse(event);
      expect(parsed.type).toBe(event.type);
    }
  });

  it('narrows on type', () => {
    const parsed = adviceStreamEventSchema.parse({ type: 'delta', text: 'chunk' });
    expect(parsed.type === 'delta' ? parsed.text : null).toBe('chunk');
  });

  it('rejects unknown types and events missing their payload', () => {
    expect(adviceStreamEventSchema.safeParse({ type: 'progress' }).success).toBe(false);
    expect(adviceStreamEventSchema.safeParse({ type: 'delta' }).success).toBe(false);
    expect(adviceStreamEventSchema.safeParse({ type: 'error', message: 'x' }).success).toBe(false);
    expect(adviceStreamEventSchema.safeParse({ type: 'done', advice: { id: 'a1' } }).success).toBe(
      false,
    );
  });
});
