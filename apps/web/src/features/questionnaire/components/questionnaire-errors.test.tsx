import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from '@/components/ui/toaster';
import { stubRoutes } from '@/test/fake-backend';
import { createTestQueryClient } from '@/test/render-app';
import { QuestionnaireWizard } from './questionnaire-wizard';
import { jsonResponse } from '@/test/fake-fetch';
import { makeForm, next, renderHome } from './questionnaire-test-kit';

const failure = (code: string, status: number) => () =>
  jsonResponse({ error: { code, message: 'refused' } }, status);

async function submitFromEdit() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit my answers' }));
  // The wizard's code loads apart from the chat (issue 18).
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  // Steps 1→2→3→5→6→7→8: the tenant's answers skip the ownership step.
  for (let i = 0; i < 6; i += 1) await user.click(next());
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

async function skipWithoutForm() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Skip questionnaire' }));
  await user.click(await screen.findByRole('button', { name: 'Skip anyway' }));
}

describe('questionnaire errors (spec 01 §8)', () => {
  it('explains a FORM_ACCESS_DENIED refusal', async () => {
    renderHome({ form: makeForm(), patch: failure('FORM_ACCESS_DENIED', 403) });
    await submitFromEdit();
    expect(
      await screen.findByText('You do not have permission to update this form'),
    ).toBeInTheDocument();
  });

  it('says Failed to update form when an update fails', async () => {
    renderHome({ form: makeForm(), patch: failure('INTERNAL_ERROR', 500) });
    await submitFromEdit();
    expect(await screen.findByText('Failed to update form')).toBeInTheDocument();
  });

  it('maps a server validation refusal to Please fill in all required fields', async () => {
    renderHome({ form: makeForm(), patch: failure('VALIDATION_ERROR', 400) });
    await submitFromEdit();
    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
  });

  it('says Failed to skip questionnaire when skipping fails', async () => {
    renderHome({ post: failure('INTERNAL_ERROR', 500) });
    await skipWithoutForm();
    expect(await screen.findByText('Failed to skip questionnaire')).toBeInTheDocument();
    expect(
      await screen.findByRole('dialog', { name: 'Skip the questionnaire?' }),
    ).toBeInTheDocument();
  });

  it('says Failed to submit form when a first submission fails, in French too', async () => {
    renderHome({ post: failure('INTERNAL_ERROR', 500) });
    await i18n.changeLanguage('fr');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Commencer' }));
    await user.click(screen.getByRole('radio', { name: 'Aucune de ces situations' }));
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await user.selectOptions(screen.getByLabelText('Type d’immeuble'), 'none');
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await user.click(screen.getByRole('radio', { name: 'Locataire' }));
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await user.click(screen.getByRole('radio', { name: /durée indéterminée/ }));
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await user.click(screen.getByRole('radio', { name: 'Non' }));
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await user.click(screen.getByRole('radio', { name: 'Je ne sais pas' }));
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    const wizard = screen.getByRole('region', { name: 'Questionnaire sur votre situation' });
    await user.click(within(wizard).getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Échec de l’envoi du formulaire')).toBeInTheDocument();
  });

  it('asks to log in when there is no session, without calling the server', async () => {
    const fetchMock = stubRoutes({});
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={createTestQueryClient()}>
          <QuestionnaireWizard form={null} />
          <Toaster regionLabel="Notifications" closeLabel="Close" />
        </QueryClientProvider>
      </I18nextProvider>,
    );
    await skipWithoutForm();
    expect(await screen.findByText('Please log in to continue')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith(
      expect.stringContaining('formAnswer'),
      expect.anything(),
    );
  });
});
