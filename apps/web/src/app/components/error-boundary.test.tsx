import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { AppProviders } from '../providers';
import { AppErrorBoundary } from './app-error-boundary';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error('The screen exploded');
}

describe('error boundaries', () => {
  it('route errorElement shows the title, toasts the message and offers Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([
      { path: '/', Component: Broken, errorElement: <RouteErrorBoundary /> },
    ]);
    render(
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await screen.findByText('The screen exploded')).toBeInTheDocument();
  });

  it('top-level boundary catches a render error and retries with the given handler', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onRetry = vi.fn();
    render(
      <AppProviders queryClient={createQueryClient()}>
        <AppErrorBoundary onRetry={onRetry}>
          <Broken />
        </AppErrorBoundary>
      </AppProviders>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('The screen exploded')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
