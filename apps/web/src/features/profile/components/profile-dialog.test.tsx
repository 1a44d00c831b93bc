import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { getAuthSession } from '@/lib/auth-session';
import { jsonResponse } from '@/test/fake-fetch';
import { idpError, stubRoutes } from '@/test/fake-backend';
import { renderApp } from '@/test/render-app';
import { makeAccount } from '@/test/session';

const NEW_ACCOUNT = makeAccount({
  city: 'Unknown',
  ageGroup: 'Unknown',
  language: 'fr',
  acceptedPolicies: false,
});

async function openIncomplete() {
  renderApp('/', { account: NEW_ACCOUNT });
  return screen.findByRole('dialog', { name: 'Complete your profile' });
}

async function fillProfile(dialog: HTMLElement, language: 'en' | 'fr' = 'fr') {
  const user = userEvent.setup();
  const scope = within(dialog);
  await user.type(scope.getByLabelText('City'), 'Sherbrooke');
  await user.selectOptions(scope.getByLabelText('Age group'), '36-50');
  await user.selectOptions(scope.getByLabelText('Preferred language'), language);
  await user.selectOptions(scope.getByLabelText('I am'), 'user');
  await user.click(scope.getByRole('checkbox'));
  await user.click(scope.getByRole('button', { name: 'Save' }));
}

describe('profile dialog', () => {
  it('opens when the profile is incomplete and stays closed when it is complete', async () => {
    stubRoutes({});
    const dialog = await openIncomplete();
    expect(within(dialog).getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/policies?tab=privacy',
    );
    expect(within(dialog).getByRole('link', { name: 'terms of use' })).toHaveAttribute(
      'href',
      '/policies?tab=terms',
    );
    // The role select starts on its disabled placeholder.
    const placeholder = within(dialog).getByRole('option', { name: 'Select your role' });
    expect(placeholder).toBeDisabled();
    expect((placeholder as HTMLOptionElement).selected).toBe(true);
  });

  it('shows every validation message, linked to its field, and focuses the first', async () => {
    const fetchMock = stubRoutes({});
    const dialog = await openIncomplete();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const city = within(dialog).getByLabelText('City');
    await waitFor(() => expect(city).toHaveFocus());
    expect(city).toHaveAccessibleDescription('City is required');
    expect(within(dialog).getByLabelText('Age group')).toHaveAccessibleDescription(
      'Please select your age group',
    );
    expect(within(dialog).getByLabelText('I am')).toHaveAccessibleDescription(
      'Role must be user or lawyer',
    );
    expect(within(dialog).getByRole('checkbox')).toHaveAccessibleDescription(
      'Please accept the privacy policy and the terms of use',
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);

    await i18n.changeLanguage('fr');
    expect(await within(dialog).findByText('La ville est requise')).toBeInTheDocument();
  });

  it('saves, confirms, closes, applies the language and updates the session', async () => {
    let patchBody: unknown;
    stubRoutes({
      [`PATCH /api/users/${NEW_ACCOUNT.id}`]: (body) => {
        patchBody = body;
        return jsonResponse({ user: { ...NEW_ACCOUNT, ...(body as object) } });
      },
    });
    const dialog = await openIncomplete();
    await fillProfile(dialog, 'fr');

    expect(await screen.findByText('Profil mis à jour avec succès')).toBeInTheDocument();
    expect(screen.getByText('Succès')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patchBody).toEqual({
      city: 'Sherbrooke',
      ageGroup: '36-50',
      language: 'fr',
      acceptedPolicies: true,
      role: 'user',
    });
    expect(document.documentElement.lang).toBe('fr');
    expect(getAuthSession().account).toMatchObject({ city: 'Sherbrooke', acceptedPolicies: true });
  });

  it('says it is updating, then reports a failure and stays open', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubRoutes({
      [`PATCH /api/users/${NEW_ACCOUNT.id}`]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const dialog = await openIncomplete();
    await fillProfile(dialog, 'en');

    expect(await screen.findByText('Updating profile...')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Saving…' })).toBeDisabled();
    answer(idpError('INTERNAL_ERROR', 'An unexpected error occurred', 500));

    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Complete your profile' })).toBeInTheDocument();
  });

  it('is reachable from Personal information on the profile page', async () => {
    stubRoutes({});
    renderApp('/marketplace/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit personal information' }));
    const dialog = await screen.findByRole('dialog', { name: 'Personal information' });
    expect(within(dialog).getByLabelText('City')).toHaveValue('Montréal');
    expect(within(dialog).getByLabelText('I am')).toHaveValue('user');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
