import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setAuthSession } from '@/lib/auth-session';
import { useAuthSession } from '@/lib/use-auth-session';
import { makeAccount } from '@/test/session';
import { RequireSession } from './require-session';

type Commit = { status: string; loader: boolean; screen: boolean };

/** What the page shows at each commit where the session changed (a layout effect sees the DOM). */
function CommitProbe({ commits }: { commits: Commit[] }) {
  const { status, isRestoring } = useAuthSession();
  useLayoutEffect(() => {
    commits.push({
      status: isRestoring ? 'RESTORING' : status,
      loader: document.querySelector('[role="status"]') !== null,
      screen: document.querySelector('h1') !== null,
    });
  });
  return null;
}

describe('RequireSession', () => {
  it('shows the screen after the session check in a render of its own, after the loader’s', async () => {
    setAuthSession({ status: 'SIGNED_OUT', account: null, isRestoring: true, endedBy: null });
    const commits: Commit[] = [];
    const router = createMemoryRouter(
      [{ Component: RequireSession, children: [{ path: '/', element: <h1>Screen</h1> }] }],
      { initialEntries: ['/'] },
    );
    render(
      <>
        <RouterProvider router={router} />
        <CommitProbe commits={commits} />
      </>,
    );
    expect(screen.getByRole('status')).toBeInTheDocument();

    act(() =>
      setAuthSession({
        status: 'CONFIRMED',
        account: makeAccount(),
        isRestoring: false,
        pendingEmail: null,
        endedBy: null,
      }),
    );

    expect(await screen.findByRole('heading', { name: 'Screen' })).toBeInTheDocument();
    // The session's own (synchronous) update still commits the loader; the screen, the long
    // render, comes with the deferred one (a transition, rendered in slices in the browser).
    const confirmed = commits.find((commit) => commit.status === 'CONFIRMED');
    expect(confirmed).toEqual({ status: 'CONFIRMED', loader: true, screen: false });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
