import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fake-fetch';
import { createTestQueryClient } from '@/test/render-app';
import { makeAccount, signInForTest } from '@/test/session';
import { AdminUserEditForm } from './admin-user-edit-form';

const target = makeAccount({
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Alice Member',
  email: 'alice@example.com',
});

function renderForm(user = target) {
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <AdminUserEditForm user={user} />
    </QueryClientProvider>,
  );
}

const putCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

describe('AdminUserEditForm', () => {
  beforeEach(() => signInForTest(makeAccount({ isAdmin: true })));

  it('sends only the changed fields to PUT /admin/users/{id}', async () => {
    const fetchMock = stubFetch((_url, init) =>
      jsonResponse({ user: { ...target, ...JSON.parse(String(init.body ?? '{}')) } }),
    );
    renderForm();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Alice Renamed');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    const [call] = putCalls(fetchMock);
    expect(call?.[0]).toContain(`/admin/users/${target.id}`);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ name: 'Alice Renamed' });
  });

  it('refuses an empty name with the contract rule, without calling the server', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ user: target }));
    renderForm();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Name' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Enter a name (200 characters at most).')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(putCalls(fetchMock)).toHaveLength(0);
  });

  it("shows the server's refusal when an admin removes their own admin right", async () => {
    stubFetch(() =>
      jsonResponse(
        {
          error: {
            code: 'ADMIN_SELF_CHANGE',
            message: 'Administrators cannot suspend, demote or delete themselves',
          },
        },
        409,
      ),
    );
    renderForm(makeAccount({ isAdmin: true }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Administrator' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Administrators cannot suspend, demote or delete themselves.',
      ),
    );
  });

  it('says so and sends nothing when nothing changed', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ user: target }));
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Nothing has changed.')).toBeInTheDocument();
    expect(putCalls(fetchMock)).toHaveLength(0);
  });
});
