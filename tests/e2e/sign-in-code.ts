/**
 * The sign-in code step in journeys: the code is read from the mail stand-in's outbox, as a shopper reads
 * it from their inbox. Journeys running in parallel may ask codes for the same demo member, so the newest
 * code sent to the address since the journey asked is tried first, then the one before.
 */
import type {Locator, Page} from '@playwright/test';
import {expect, MOCK_SHOP_URL} from './fixtures';

interface OutboxMessage {
  To: string;
  Tag?: string;
  Subject: string;
  SubmittedAt: string;
}

/** The codes e-mailed to `email` at or after `since` (ms), newest first. */
export async function codesSentTo(page: Page, email: string, since: number): Promise<string[]> {
  const {messages} = (await (await page.request.get(`${MOCK_SHOP_URL}/__control/mail/outbox`)).json()) as {messages: OutboxMessage[]};
  return messages
    .filter((message) => message.To === email && message.Tag === 'sign-in-code' && Date.parse(message.SubmittedAt) >= since - 1000)
    .reverse()
    .flatMap((message) => /^(\d{6}) is your /.exec(message.Subject)?.[1] ?? []);
}

/** Waits for the code step in `scope`, types the code e-mailed to `email` and submits it. */
export async function enterEmailedCode(page: Page, scope: Locator, email: string, since: number) {
  const form = scope.getByTestId('wishlist-sign-in-code');
  await expect(form).toBeVisible();
  await expect.poll(async () => (await codesSentTo(page, email, since)).length).toBeGreaterThan(0);
  const codes = await codesSentTo(page, email, since);
  for (const [index, code] of codes.entries()) {
    await form.getByLabel('Code').fill(code);
    await form.getByRole('button', {name: /^(Sign in|Confirm and join)$/}).click();
    if (index === codes.length - 1) return;
    // Another journey's code for the same member: try the one before.
    const wrong = form.getByRole('alert').filter({hasText: 'isn’t right'});
    const gone = form.waitFor({state: 'detached'}).then(() => false);
    if (!(await Promise.race([wrong.waitFor().then(() => true), gone]))) return;
  }
}
