import {test as base, expect, type Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {FIXTURE_CASES} from '../mocks/fixtures/catalogue';

/** Playwright fixtures shared by the journeys: the demo catalogue's named cases and an axe check. */
export const test = base.extend<{
  cases: typeof FIXTURE_CASES;
  expectNoSeriousA11yViolations: (page: Page) => Promise<void>;
}>({
  cases: async ({}, use) => {
    await use(FIXTURE_CASES);
  },
  expectNoSeriousA11yViolations: async ({}, use) => {
    await use(async (page) => {
      const results = await new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
    });
  },
});

export {expect};

/** Parses '$1,299.00' into 1299. */
export function dollars(text: string | null): number {
  return Number((text ?? '').replace(/[^0-9.]/g, ''));
}
