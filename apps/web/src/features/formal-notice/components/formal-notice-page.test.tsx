import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CreateGeneratedDocumentRequest, FormalNoticeLetter } from '@lexlogis/contracts';
import { i18n } from '@/i18n/i18n';
import { flagsResponse, jsonResponse, stubFetch } from '@/test/fake-fetch';
import { renderApp } from '@/test/render-app';

const LETTER: FormalNoticeLetter = {
  lang: 'fr',
  heading: 'MISE EN DEMEURE',
  dateLine: 'Le 1er mars 2025',
  senderLines: ['Awa Diallo', '12 rue Saint-Denis'],
  recipientLines: ['Gestion Tremblay inc.', 'Montréal'],
  subject: 'Objet : Mise en demeure — Réparations',
  paragraphs: ['Madame, Monsieur,', '<b>Réparer</b> le chauffage.'],
  citedArticles: ['1854', '1863'],
  form: 'TAL-001A',
  deadlineDate: '2025-03-11',
  signature: 'Awa Diallo',
  disclaimer: 'Il s’agit d’information juridique et non d’un avis juridique.',
};

function stubNoticeApi(bodies: CreateGeneratedDocumentRequest[], generateStatus = 201) {
  stubFetch((url, init) => {
    const key = `${init.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}`;
    if (key === 'POST /api/generated-documents/preview') {
      bodies.push(JSON.parse(String(init.body)) as CreateGeneratedDocumentRequest);
      return jsonResponse(LETTER);
    }
    if (key === 'POST /api/generated-documents') {
      if (generateStatus === 503) {
        return jsonResponse(
          { error: { code: 'DOCUMENT_RENDERING_FAILED', message: 'x' } },
          generateStatus,
        );
      }
      return jsonResponse(
        {
          id: 'c0ffee00-0000-4000-8000-000000000001',
          type: 'formal-notice',
          lang: 'fr',
          title: 'Mise en demeure — Réparations — Gestion Tremblay inc.',
          situation: 'repairs',
          letter: LETTER,
          createdAt: '2025-03-01T12:00:00.000Z',
          updatedAt: '2025-03-01T12:00:00.000Z',
        },
        201,
      );
    }
    if (key === 'GET /api/feature-flags') return flagsResponse({});
    return jsonResponse({ error: { code: 'NOT_FOUND', message: key } }, 404);
  });
}

async function fillParties(user: ReturnType<typeof userEvent.setup>) {
  const [senderName, recipientName] = screen.getAllByRole('textbox', { name: /^(Name|Nom)$/ });
  const [senderAddress, recipientAddress] = screen.getAllByRole('textbox', {
    name: /^(Address|Adresse)$/,
  });
  await user.type(senderName!, 'Awa Diallo');
  await user.type(senderAddress!, '12 rue Saint-Denis');
  await user.type(recipientName!, 'Gestion Tremblay inc.');
  await user.type(recipientAddress!, 'Montréal');
}

describe('formal notice wizard', () => {
  afterEach(() => void i18n.changeLanguage('en'));

  it('refuses missing fields and a past deadline, previews the letter as text, then generates it', async () => {
    const bodies: CreateGeneratedDocumentRequest[] = [];
    stubNoticeApi(bodies);
    renderApp('/ai-tools/formal-notice');
    const user = userEvent.setup();
    await screen.findByRole(
      'heading',
      { name: 'Formal notice generator', level: 1 },
      { timeout: 5000 },
    );
    expect(screen.getByRole('radio', { name: 'Repairs the landlord must make' })).toBeChecked();
    // A landlord is offered the landlord's situation only.
    await user.click(screen.getByRole('radio', { name: 'I am the landlord' }));
    expect(screen.getByRole('radio', { name: 'Unpaid rent' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Harassment' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'I am the tenant' }));
    await user.click(screen.getByRole('radio', { name: 'Repairs the landlord must make' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Language of the letter' }),
      'fr',
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(4);
    await fillParties(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.type(await screen.findByRole('textbox', { name: 'The facts' }), 'Pas de chauffage.');
    await user.type(screen.getByRole('textbox', { name: 'What you demand' }), 'Réparer.');
    const amount = screen.getByRole('spinbutton', { name: 'Time given' });
    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(screen.getByRole('button', { name: 'Preview the letter' }));
    expect(
      await screen.findByText('The deadline must be after today: give at least 1 day.'),
    ).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '10');
    await user.click(screen.getByRole('button', { name: 'Preview the letter' }));
    const preview = await screen.findByRole('article', { name: 'Letter preview' });
    expect(preview).toHaveTextContent('<b>Réparer</b> le chauffage.');
    expect(preview.querySelector('b')).toBeNull();
    expect(bodies[0]).toMatchObject({
      type: 'formal-notice',
      lang: 'fr',
      fields: {
        role: 'tenant',
        situation: 'repairs',
        sender: { name: 'Awa Diallo', address: '12 rue Saint-Denis' },
        deadline: { kind: 'period', amount: 10, unit: 'days' },
      },
    });

    await user.click(screen.getByRole('button', { name: 'Generate the PDF' }));
    expect(
      await screen.findByText(/Mise en demeure — Réparations — Gestion Tremblay inc\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My documents' })).toHaveAttribute(
      'href',
      '/ai-tools/my-documents',
    );
  }, 30_000);

  it('shows the field messages in French and says when the PDF could not be produced', async () => {
    await i18n.changeLanguage('fr');
    stubNoticeApi([], 503);
    renderApp('/ai-tools/formal-notice');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Suivant' }, { timeout: 5000 }));
    await user.click(await screen.findByRole('button', { name: 'Suivant' }));
    expect(await screen.findAllByText('Ce champ est obligatoire.')).toHaveLength(4);
    await fillParties(user);
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await user.type(await screen.findByRole('textbox', { name: 'Les faits' }), 'Faits.');
    await user.type(screen.getByRole('textbox', { name: 'Ce que vous exigez' }), 'Réparer.');
    await user.click(screen.getByRole('button', { name: 'Voir l’aperçu de la lettre' }));
    await user.click(await screen.findByRole('button', { name: 'Générer le PDF' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Le PDF n’a pas pu être produit pour le moment. Rien n’a été enregistré',
      ),
    );
  }, 30_000);
});
