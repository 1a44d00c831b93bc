import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubRoutes } from '@/test/fake-backend';
import { renderApp } from '@/test/render-app';

describe('subscription result dialog', () => {
  it(
    'opens on paymentCompleted=true and closing it removes the parameter',
    { timeout: 30_000 },
    async () => {
      stubRoutes({});
      const { router } = renderApp('/?paymentCompleted=true');
      const dialog = await screen.findByRole(
        'dialog',
        { name: 'Subscription Successful!' },
        { timeout: 15_000 },
      );
      expect(dialog).toBeVisible();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(router.state.location.search).toBe(''));
      expect(screen.queryByRole('dialog')).toBeNull();
    },
  );

  it(
    'says the subscription was cancelled on paymentCompleted=false',
    { timeout: 30_000 },
    async () => {
      stubRoutes({});
      renderApp('/?paymentCompleted=false');
      expect(
        await screen.findByRole('dialog', { name: 'Subscription Cancelled' }, { timeout: 15_000 }),
      ).toBeVisible();
    },
  );
});
