import { DEFAULT_SKIPPED_ANSWERS } from '@lexlogis/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fake-fetch';
import { TEST_USER } from '@/test/render-app';
import { FEEDBACK_CONFIRMATION_MS } from './feedback-submitted-dialog';
import {
  FORM_ID,
  TENANT_ANSWERS,
  choose,
  makeForm,
  next,
  renderHome,
  sentBodies,
} from './questionnaire-test-kit';

afterEach(() => {
  vi.useRealTimers();
});

async function leaveStepOneWith(user: ReturnType<typeof userEvent.setup>, situation: string) {
  await user.click(await screen.findByRole('button', { name: 'Begin' }));
  await choose(user, situation);
  await user.click(next());
  return screen.findByRole('dialog', { name: 'The lease rules do not apply here' });
}

describe('excluded-situation dialog', () => {
  it('opens when step 1 is left with an excluded situation; cancel stays on step 1', async () => {
    renderHome();
    const user = userEvent.setup();
    const dialog = await leaveStepOneWith(user, 'A room in a hotel establishment');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Step 1 of 8')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'A room in a hotel establishment' })).toBeChecked();
  });

  it('restarts at step 0 with reset answers on an empty message, sending nothing', async () => {
    const { fetchMock } = renderHome();
    const user = userEvent.setup();
    const dialog = await leaveStepOneWith(user, 'A dwelling rented for a vacation stay');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Begin' }));
    expect(
      screen.getByRole('radio', { name: 'A dwelling rented for a vacation stay' }),
    ).not.toBeChecked();
    expect(sentBodies(fetchMock, 'POST', '/excluded-situation-feedback')).toEqual([]);
  });

  it('stores a message, restarts and shows the confirmation for 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock } = renderHome();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const dialog = await leaveStepOneWith(user, 'A dwelling rented for a vacation stay');
    await user.type(within(dialog).getByLabelText(/Tell us about your situation/), ' My chalet ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Feedback submitted' });
    expect(confirmation).toHaveTextContent('Thank you');
    expect(sentBodies(fetchMock, 'POST', '/excluded-situation-feedback')).toEqual([
      { excludedSituation: 'vacation-rental', message: 'My chalet' },
    ]);
    act(() => vi.advanceTimersByTime(FEEDBACK_CONFIRMATION_MS - 500));
    expect(await screen.findByRole('dialog', { name: 'Feedback submitted' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByRole('dialog', { name: 'Feedback submitted' })).toBeNull();
    // The wizard started over: intro, then step 1 with nothing chosen.
    await user.click(screen.getByRole('button', { name: 'Begin' }));
    expect(
      screen.getByRole('radio', { name: 'A dwelling rented for a vacation stay' }),
    ).not.toBeChecked();
  });

  it('keeps the dialog open with an error when the message cannot be stored', async () => {
    renderHome({
      feedback: () => jsonResponse({ error: { code: 'INTERNAL_ERROR', message: 'x' } }, 500),
    });
    const user = userEvent.setup();
    const dialog = await leaveStepOneWith(user, 'A room in a hotel establishment');
    await user.type(within(dialog).getByLabelText(/Tell us about your situation/), 'Hotel');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your message could not be sent.',
    );
  });
});

describe('skip flow', () => {
  it('warns with four settings, then submits the default answers when there is no form', async () => {
    const { fetchMock } = renderHome();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Skip questionnaire' }));
    const dialog = await screen.findByRole('dialog', { name: 'Skip the questionnaire?' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(4);
    await user.click(within(dialog).getByRole('button', { name: 'Skip anyway' }));
    await screen.findByRole('heading', { name: 'Suggested questions' });
    expect(sentBodies(fetchMock, 'POST', '/api/formAnswer')).toEqual([
      { ...DEFAULT_SKIPPED_ANSWERS, userId: TEST_USER.id, skipped: true },
    ]);
  });

  it('offers keep previous or refill when complete; keep previous marks the form skipped', async () => {
    const { fetchMock } = renderHome({ form: makeForm() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit my answers' }));
    await user.click(screen.getByRole('button', { name: 'Skip questionnaire' }));
    const dialog = await screen.findByRole('dialog', { name: 'Skip the questionnaire?' });
    expect(within(dialog).queryByRole('listitem')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Refill' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('radio', { name: 'None of these' })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Skip questionnaire' }));
    await user.click(screen.getByRole('button', { name: 'Keep previous answers' }));
    await screen.findByRole('heading', { name: 'Suggested questions' });
    expect(sentBodies(fetchMock, 'PATCH', `/api/formAnswer/${FORM_ID}`)).toEqual([
      { ...TENANT_ANSWERS, userId: TEST_USER.id, skipped: true },
    ]);
  });

  it('shows the warning, not keep previous, for a form that was skipped', async () => {
    renderHome({ form: makeForm({ skipped: true }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit my answers' }));
    await user.click(screen.getByRole('button', { name: 'Skip questionnaire' }));
    expect(await screen.findByRole('button', { name: 'Skip anyway' })).toBeInTheDocument();
  });
});
