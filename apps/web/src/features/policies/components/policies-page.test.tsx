import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/i18n/i18n';
import { flagsResponse, stubFetch } from '@/test/fake-fetch';
import { renderApp } from '@/test/render-app';

beforeEach(() => {
  stubFetch(() => flagsResponse({}));
});

describe('policies page', () => {
  it('opens the tab named in the URL', async () => {
    renderApp('/policies?tab=terms');
    expect(await screen.findByRole('tab', { name: 'Terms of use' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Terms of use' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Legal information, not legal advice' }),
    ).toBeInTheDocument();
  });

  it('falls back to the privacy policy without a valid tab', async () => {
    renderApp('/policies?tab=cookies');
    expect(await screen.findByRole('tab', { name: 'Privacy policy' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Privacy policy' })).toBeInTheDocument();
  });

  it('writes the chosen tab into the URL', async () => {
    const { router } = renderApp('/policies?tab=privacy');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Terms of use' }));
    expect(router.state.location.search).toBe('?tab=terms');
    expect(screen.getByRole('heading', { level: 2, name: 'Terms of use' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Privacy policy' }));
    expect(router.state.location.search).toBe('?tab=privacy');
  });

  it('follows the URL when it changes', async () => {
    const { router } = renderApp('/policies?tab=privacy');
    await screen.findByRole('heading', { level: 2, name: 'Privacy policy' });
    await router.navigate('/policies?tab=terms');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Terms of use' }),
    ).toBeInTheDocument();
  });

  it('shows the French texts in French', async () => {
    await changeLanguage('fr');
    renderApp('/policies?tab=terms');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Conditions d’utilisation' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'LégisQuébec' })).toHaveAttribute(
      'href',
      'https://www.legisquebec.gouv.qc.ca',
    );
  });
});
