import type { AdviceConversation, AdviceItem, Source } from '@lexlogis/contracts';

export const CHAT_ID = 'chat-1';
const AT = '2026-03-01T12:00:00.000Z';

export function makeAdvice(overrides: Partial<AdviceItem> = {}): AdviceItem {
  return {
    id: 'advice-1',
    question: 'Can my landlord raise the rent?',
    advice: '',
    status: 'submitted',
    sources: [],
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

export function makeConversation(overrides: Partial<AdviceConversation> = {}): AdviceConversation {
  return {
    id: CHAT_ID,
    title: 'Can my landlord raise the rent?',
    description: '',
    formAnswerId: 'form-1',
    likes: 0,
    dislikes: 0,
    advices: [],
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

export const LAW_SOURCE: Source = {
  type: 'LAW',
  id: 'law-1942',
  title: 'Art. 1942 C.C.Q.',
  article: '1942',
  content: 'A lessor may, on the renewal of the lease, modify its conditions.',
  lang: 'en',
  url: 'https://www.legisquebec.gouv.qc.ca/en/document/cs/CCQ-1991#se:1942',
  consolidationDate: '2026-01-01',
};

export const FORM_SOURCE: Source = {
  type: 'FORM',
  id: 'form-810a',
  formId: 'TAL-810A',
  title: 'Lessee’s response to a notice of rent increase',
  content: 'A lessee received a notice of rent increase and wants to respond.',
  docUrl: 'https://www.tal.gouv.qc.ca/sites/default/files/notices/TAL_810A_E.pdf',
};
