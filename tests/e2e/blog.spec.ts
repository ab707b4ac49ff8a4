import {test, expect, gotoHydrated} from './fixtures';
import type {Page} from '@playwright/test';
import {BLOG_POSTS} from '../mocks/fixtures/blog-posts';

/** The fixture's posts, newest first, as the blog lists them. */
const NEWEST_FIRST = [...BLOG_POSTS].sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt));

async function open(page: Page, path: string, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await gotoHydrated(page, path);
  else await page.goto(path);
}

const cards = (page: Page) => page.getByTestId('blog-post-card');

test.describe('the inspiration blog', () => {
  test('pages through the list, opens an article, follows a tag and a related post', async ({page, javaScriptEnabled}) => {
    await open(page, '/blogs/inspiration', javaScriptEnabled);
    await expect(page.getByRole('heading', {level: 1, name: 'Inspiration'})).toBeVisible();
    await expect(cards(page)).toHaveCount(6);
    await expect(cards(page).first().getByRole('link')).toHaveText(NEWEST_FIRST[0].title);

    // Page 2: the three oldest posts; a way back to the newer ones.
    await page.getByRole('link', {name: 'Older posts'}).click();
    await expect(page).toHaveURL(/\/blogs\/inspiration\?page=2$/);
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(cards(page)).toHaveCount(3);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blogs\/inspiration\?page=2$/);
    await expect(page.getByRole('link', {name: 'Older posts'})).toHaveCount(0);

    // An article: title, date in en-AU long format, author, tags, body.
    const post = NEWEST_FIRST[8];
    await page.getByRole('link', {name: post.title}).click();
    await expect(page).toHaveURL(new RegExp(`/blogs/inspiration/${post.handle}$`));
    await expect(page.getByRole('heading', {level: 1, name: post.title})).toBeVisible();
    await expect(page.getByText('25 June 2024')).toBeVisible();
    await expect(page.getByText('By Sam Whitfield')).toBeVisible();
    await expect(page.getByRole('heading', {level: 2, name: 'Bed frames'})).toBeVisible();
    await expect(page.locator('[data-slice-type="quote"] blockquote')).toContainText('Choose an ensemble for simplicity');

    // Related posts share a tag, newest first.
    const related = page.getByRole('region', {name: 'Related posts'});
    await expect(related.getByTestId('blog-post-card')).toHaveCount(3);
    await expect(related.getByRole('link', {name: 'How to choose a mattress'})).toBeVisible();

    // A tag leads to its list.
    await page.getByRole('list', {name: 'Topics'}).getByRole('link', {name: 'Ensembles'}).click();
    await expect(page).toHaveURL(/\/blogs\/inspiration\/tagged\/ensembles$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Inspiration: Ensembles'})).toBeVisible();
    await expect(cards(page)).toHaveCount(1);

    // Back to an article through a related post.
    await page.goBack();
    await related.getByRole('link', {name: 'How to choose a mattress'}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'How to choose a mattress'})).toBeVisible();
  });

  test('answers the 404 page for an unknown article and a page past the last', async ({page}) => {
    const missing = await page.goto('/blogs/inspiration/no-such-post');
    expect(missing?.status()).toBe(404);
    const past = await page.goto('/blogs/inspiration?page=9');
    expect(past?.status()).toBe(404);
  });
});

test.describe('work with us', () => {
  test('lists the open roles with a way to apply', async ({page, javaScriptEnabled}) => {
    await open(page, '/work-with-us', javaScriptEnabled);
    await expect(page.getByRole('heading', {level: 1, name: 'Work with us'})).toBeVisible();
    await expect(page.getByTestId('career-role')).toHaveCount(3);
    await expect(page.getByRole('link', {name: 'Apply for Sleep Specialist'})).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByRole('link', {name: 'ask our team'})).toHaveAttribute('href', '/contact-us');
  });
});

// axe runs inside the page, so it needs JavaScript; the markup is the same without it.
test.describe('blog accessibility @js-only', () => {
  test('no serious or critical axe violations on the list, an article, a tag list and the careers page', async ({page, expectNoSeriousA11yViolations}) => {
    // Four full axe scans: about 15 s alone, twice that while the other worker's journeys share the two cores.
    test.slow();
    for (const path of ['/blogs/inspiration', `/blogs/inspiration/${NEWEST_FIRST[0].handle}`, '/blogs/inspiration/tagged/buying-guide', '/work-with-us']) {
      await gotoHydrated(page, path);
      await expectNoSeriousA11yViolations(page);
    }
  });
});
