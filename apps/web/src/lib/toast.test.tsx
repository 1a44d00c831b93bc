import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast, showToast, TOAST_REMOVE_DELAY_MS } from './toast';

function renderToaster() {
  return render(<Toaster regionLabel="Notifications" closeLabel="Close notification" />);
}

describe('toasts', () => {
  it('keeps only one toast: a new one replaces the current one', async () => {
    renderToaster();
    act(() => {
      showToast('First message');
    });
    expect(await screen.findByText('First message')).toBeInTheDocument();

    act(() => {
      showToast('Second message', { variant: 'error' });
    });
    expect(await screen.findByText('Second message')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('First message')).not.toBeInTheDocument(), {
      timeout: TOAST_REMOVE_DELAY_MS + 100,
    });
  });

  it('removes a dismissed toast within 500 ms', async () => {
    renderToaster();
    act(() => {
      showToast('Saved', { variant: 'success' });
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();

    const dismissedAt = Date.now();
    act(() => dismissToast());
    await waitFor(() => expect(screen.queryByText('Saved')).not.toBeInTheDocument(), {
      timeout: TOAST_REMOVE_DELAY_MS,
    });
    expect(Date.now() - dismissedAt).toBeLessThanOrEqual(TOAST_REMOVE_DELAY_MS + 50);
  });

  it('keeps a toast sent before the lazy Toaster mounted and shows it once it is', async () => {
    act(() => {
      showToast('Sent early');
    });
    // sonner and the Toaster are lazy (issue 18): the toast is sent well before either is there.
    await new Promise((resolve) => setTimeout(resolve, 100));
    renderToaster();
    expect(await screen.findByText('Sent early')).toBeInTheDocument();
  });
});
