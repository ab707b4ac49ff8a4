import {test, expect, gotoHydrated} from './fixtures';

test('the top information banner shows its first slide, with or without JavaScript', async ({page}) => {
  await page.goto('/');
  const banner = page.getByRole('region', {name: 'Announcements'});
  await expect(banner).toContainText('Members get discounted delivery on orders over $999');
});

test.describe('information banner @js-only', () => {
  test('rotates at the content interval, reports its height, and stays closed for the session', async ({page}) => {
    await page.clock.install();
    await gotoHydrated(page, '/');
    const banner = page.getByRole('region', {name: 'Announcements'});
    await expect(banner).toContainText('Members get discounted delivery');

    await page.clock.runFor(5_000);
    await expect(banner).toContainText('Quickship: selected beds and mattresses delivered within days');
    await page.clock.runFor(5_000);
    await expect(banner).toContainText('Try before you buy');

    const reported = await page.evaluate(() =>
      document.documentElement.style.getPropertyValue('--top-banner-height'),
    );
    expect(Number.parseFloat(reported)).toBeGreaterThan(0);

    await banner.getByRole('button', {name: 'Close announcements'}).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--top-banner-height'))).toBe(
      '0px',
    );
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Beds', exact: true}).click();
    await expect(page).toHaveURL(/\/collections\/beds/);
    await page.reload();
    await expect(page.getByRole('region', {name: 'Announcements'})).toBeHidden();
  });
});
