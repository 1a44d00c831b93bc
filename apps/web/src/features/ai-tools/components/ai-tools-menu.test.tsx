import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { flagsResponse, stubFetch } from '@/test/fake-fetch';
import { renderApp } from '@/test/render-app';

describe('AI tools menu', () => {
  it('links the items whose feature is on and greys the others', async () => {
    stubFetch(() =>
      flagsResponse({
        AI_TOOLS: true,
        LEGAL_FORMS: true,
        FORMAL_NOTICE: false,
        CASE_LAW_RESEARCH: true,
      }),
    );
    renderApp('/ai-tools/legal-forms');
    const menu = within(await screen.findByRole('navigation', { name: 'AI tools menu' }));

    const legalForms = await menu.findByRole('link', { name: 'Legal forms' });
    expect(legalForms).toHaveAttribute('href', '/ai-tools/legal-forms');
    expect(legalForms).toHaveAttribute('aria-current', 'page');
    expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/ai-tools/dashboard',
    );
    expect(menu.getByRole('link', { name: 'Case law research' })).toHaveAttribute(
      'href',
      '/ai-tools/caselaw',
    );
    expect(menu.getByRole('link', { name: 'My documents' })).toHaveAttribute(
      'href',
      '/ai-tools/my-documents',
    );

    const formalNotice = menu.getByRole('link', { name: /Generate formal notice/ });
    expect(formalNotice).toHaveAttribute('aria-disabled', 'true');
    expect(formalNotice).not.toHaveAttribute('href');
  });

  it('greys every item when AI tools as a whole are off', async () => {
    stubFetch(() => flagsResponse({ AI_TOOLS: false, LEGAL_FORMS: true }));
    renderApp('/ai-tools');
    const menu = within(await screen.findByRole('navigation', { name: 'AI tools menu' }));
    await screen.findByRole('heading', { level: 1, name: 'AI tools' });
    expect(menu.getByRole('link', { name: /Legal forms/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
