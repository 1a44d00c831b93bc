import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TEST_USER } from '@/test/render-app';
import {
  answerLeaseToBuildingAge,
  answerUpToUserType,
  choose,
  makeForm,
  next,
  renderHome,
  sentBodies,
} from './questionnaire-test-kit';

describe('questionnaire wizard', () => {
  it('walks a tenant through every step, Next disabled until each is answered, and submits', async () => {
    const { fetchMock } = renderHome();
    const user = userEvent.setup();
    const wizard = await screen.findByRole('region', {
      name: 'Questionnaire about your situation',
    });
    expect(
      within(wizard).getByRole('heading', { name: 'Tell us about your situation' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Begin' }));

    expect(screen.getByText('Step 1 of 8')).toBeInTheDocument();
    expect(next()).toBeDisabled();
    await choose(user, 'None of these');
    expect(next()).toBeEnabled();
    await user.click(next());
    expect(next()).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Type of building'), 'llm');
    await user.click(next());
    await choose(user, 'A tenant');
    await user.click(next());
    // A tenant never sees the ownership step: step 5 follows step 3.
    expect(screen.getByText('Step 5 of 8')).toBeInTheDocument();
    await answerLeaseToBuildingAge(user);
    expect(screen.getByText('Step 8 of 8')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Anything else we should know? (optional)'), 'No heat');

    // Previous skips the ownership step too.
    for (let i = 0; i < 4; i += 1)
      await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Step 3 of 8')).toBeInTheDocument();
    for (let i = 0; i < 4; i += 1) await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await screen.findByRole('heading', { name: 'Suggested questions' });
    expect(sentBodies(fetchMock, 'POST', '/api/formAnswer')).toEqual([
      {
        userId: TEST_USER.id,
        userType: 'tenant',
        excludedSituation: 'none',
        propertyOwnership: null,
        singleOwnership: null,
        spouseOwnership: null,
        leaseTermType: 'fixed-term',
        leaseDuration: 12,
        buildingType: 'llm',
        buildingAgeUnder5: 'over-5',
        tenant65Over: false,
        additionalInfo: 'No heat',
        skipped: false,
      },
    ]);
    expect(screen.getByText('Your answers are saved', { selector: 'p' })).toBeInTheDocument();
    const prompts = screen.getByRole('region', { name: 'Suggested questions' });
    expect(within(prompts).getAllByRole('button')).toHaveLength(4);
  });

  it('asks a landlord the nested ownership questions', async () => {
    renderHome();
    const user = userEvent.setup();
    await answerUpToUserType(user, 'A landlord');
    expect(screen.getByText('Step 4 of 8')).toBeInTheDocument();
    expect(next()).toBeDisabled();
    const owns = screen.getByRole('group', { name: 'Do you own the property?' });
    await user.click(within(owns).getByRole('radio', { name: 'Yes' }));
    expect(next()).toBeDisabled();
    const sole = screen.getByRole('group', { name: 'Are you the sole owner?' });
    await user.click(within(sole).getByRole('radio', { name: 'No' }));
    expect(next()).toBeDisabled();
    const spouse = screen.getByRole('group', { name: 'Is the other owner your spouse?' });
    await user.click(within(spouse).getByRole('radio', { name: 'Yes' }));
    expect(next()).toBeEnabled();
    // Saying "sole owner" hides the spouse question and completes the step.
    await user.click(within(sole).getByRole('radio', { name: 'Yes' }));
    expect(screen.queryByRole('group', { name: 'Is the other owner your spouse?' })).toBeNull();
    expect(next()).toBeEnabled();
  });

  it('clears the ownership answers when the user type changes', async () => {
    renderHome();
    const user = userEvent.setup();
    await answerUpToUserType(user, 'A landlord');
    const owns = screen.getByRole('group', { name: 'Do you own the property?' });
    await user.click(within(owns).getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await choose(user, 'A tenant');
    await choose(user, 'A landlord');
    await user.click(next());
    const again = screen.getByRole('group', { name: 'Do you own the property?' });
    expect(within(again).getByRole('radio', { name: 'No' })).not.toBeChecked();
    expect(next()).toBeDisabled();
  });

  it('asks the months of a fixed term and clears them for an undetermined term', async () => {
    renderHome();
    const user = userEvent.setup();
    await answerUpToUserType(user, 'A tenant');
    await choose(user, /fixed-term lease/);
    const months = screen.getByLabelText('Length of the lease, in months');
    expect(next()).toBeDisabled();
    await user.type(months, '0');
    expect(months).toHaveAccessibleDescription(
      expect.stringContaining('Enter a whole number of months, 1 or more.'),
    );
    expect(next()).toBeDisabled();
    await user.clear(months);
    await user.type(months, '6');
    expect(next()).toBeEnabled();
    await choose(user, /no end date/);
    expect(screen.queryByLabelText('Length of the lease, in months')).toBeNull();
    await choose(user, /fixed-term lease/);
    expect(screen.getByLabelText('Length of the lease, in months')).toHaveValue(null);
  });

  it('starts from the saved answers with an Edit button when a form exists', async () => {
    renderHome({ form: makeForm() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit my answers' }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('radio', { name: 'None of these' })).toBeChecked();
    await waitFor(() => expect(screen.getByText('Step 1 of 8')).toBeInTheDocument());
  });

  it('keeps the banner away once dismissed', async () => {
    const first = renderHome({ form: makeForm() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Your answers are saved')).toBeNull();
    first.unmount();
    renderHome({ form: makeForm() });
    await screen.findByRole('heading', { name: 'Suggested questions' });
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
  });
});
