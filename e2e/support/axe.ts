import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails on any WCAG 2.1 A/AA violation axe can detect on the current page. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // A toast sliding in or out is half transparent for a moment; axe would measure that frame.
  await page
    .locator(
      '[data-sonner-toast]:not([data-mounted="true"]), [data-sonner-toast][data-removed="true"]',
    )
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => undefined);
  await page.waitForTimeout(450);
  // A toast that arrived meanwhile is still fading in: let every finite CSS transition and
  // animation end first (spinners loop for ever and are left running).
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    const settled = Promise.all(finite.map((animation) => animation.finished.catch(() => null)));
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 3_000))]);
  });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}
