import type { CreateGeneratedDocumentRequest } from '@lexlogis/contracts';

/** A tenant's repair notice in French, as the wizard sends it. */
export function makeRepairNoticeRequest(
  overrides: Partial<CreateGeneratedDocumentRequest['fields']> = {},
  lang: 'en' | 'fr' = 'fr',
): CreateGeneratedDocumentRequest {
  return {
    type: 'formal-notice',
    lang,
    fields: {
      role: 'tenant',
      situation: 'repairs',
      sender: { name: 'Awa Diallo', address: '12 rue Saint-Denis, app. 3\nMontréal QC H2X 1K1' },
      recipient: { name: 'Gestion Tremblay inc.', address: '400 boul. René-Lévesque\nMontréal QC' },
      facts: 'Depuis le 10 janvier, le chauffage de la chambre ne fonctionne plus.',
      demand: 'Réparer le chauffage de la chambre.',
      deadline: { kind: 'period', amount: 10, unit: 'days' },
      ...overrides,
    },
  };
}
