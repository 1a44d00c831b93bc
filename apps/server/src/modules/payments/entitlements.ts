import type { PlanFeature, SubscriptionPlan } from '@lexlogis/contracts';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hasProAccess } from './subscription-state';
import { toSubscriptionState } from './subscriptions.mapper';
import type { SubscriptionsRepository } from './subscriptions.repository';

export type EntitlementsDeps = {
  subscriptions: Pick<SubscriptionsRepository, 'findByUserId'>;
  /** Questions the user asked after `since` (the advices repository's count). */
  countQuestionsSince: (userId: string, since: Date) => Promise<number>;
  freeDailyQuestions: number;
  clock: Clock;
};

/** The quota window: any 24 hours, so it needs no time zone and cannot be gamed at midnight. */
export const QUOTA_WINDOW_MS = 24 * 60 * 60 * 1000;

/** What each plan allows (docs/decisions.md, issue 14). */
export const PLAN_FEATURES_BY_PLAN: Record<SubscriptionPlan, readonly PlanFeature[]> = {
  free: [],
  pro: ['unlimited_questions', 'formal_notice'],
};

/**
 * Plan checks for every module. `assertPlanAllows(userId, 'formal_notice')` is the gate the
 * formal-notice generator calls before generating (throws PRO_PLAN_REQUIRED, 402); the chat calls
 * `assertCanAskQuestion` when it accepts a question (throws QUESTION_QUOTA_REACHED, 429).
 */
export function createEntitlements(deps: EntitlementsDeps) {
  const { subscriptions, clock } = deps;

  async function getPlan(userId: string): Promise<SubscriptionPlan> {
    const row = await subscriptions.findByUserId(userId);
    return row && hasProAccess(toSubscriptionState(row), clock.now()) ? 'pro' : 'free';
  }

  async function countQuestionsToday(userId: string): Promise<number> {
    return deps.countQuestionsSince(userId, new Date(clock.now().getTime() - QUOTA_WINDOW_MS));
  }

  return {
    getPlan,
    countQuestionsToday,

    async assertPlanAllows(userId: string, feature: PlanFeature): Promise<void> {
      const plan = await getPlan(userId);
      if (!PLAN_FEATURES_BY_PLAN[plan].includes(feature)) {
        throw new AppError('PRO_PLAN_REQUIRED', undefined, { feature, plan });
      }
    },

    async assertCanAskQuestion(userId: string): Promise<void> {
      if ((await getPlan(userId)) === 'pro') return;
      const limit = deps.freeDailyQuestions;
      if ((await countQuestionsToday(userId)) >= limit) {
        throw new AppError(
          'QUESTION_QUOTA_REACHED',
          `You have used the ${limit} free questions of the last 24 hours. Upgrade to Pro to keep asking.`,
          { limit, plan: 'free' },
        );
      }
    },
  };
}
export type Entitlements = ReturnType<typeof createEntitlements>;
