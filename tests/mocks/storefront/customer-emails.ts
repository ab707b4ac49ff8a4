import type {OutboxMessage} from '../mail/outbox';
import type {FixtureShop} from '../fixtures/types';
import type {SentCustomerEmail} from './customer-store';

const SUBJECTS: Record<SentCustomerEmail['kind'], string> = {
  reset: 'Customer account password reset',
  activation: 'Customer account activation',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * The account e-mail Shopify sends (its default "Customer account password
 * reset" / "Customer account invite" notifications), as a message for the
 * mail stand-in's outbox, so a person running the shop locally can follow the link.
 */
export function customerEmailMessage(email: SentCustomerEmail, shop: FixtureShop): OutboxMessage {
  const greeting = email.firstName ? `Hi ${email.firstName},` : 'Hi,';
  const action =
    email.kind === 'reset'
      ? {intro: `Follow this link to reset your ${shop.name} account password:`, button: 'Reset your password'}
      : {intro: `You've been invited to create a customer account with ${shop.name}. Follow this link to activate it:`, button: 'Activate your account'};
  const host = new URL(shop.primaryDomainUrl).host.replace(/^www\./, '');
  return {
    From: `${shop.name} <no-reply@${host}>`,
    To: email.to,
    Subject: SUBJECTS[email.kind],
    TextBody: `${greeting}\n\n${action.intro}\n${email.url}\n\nIf you didn't ask for this, you can ignore this e-mail.\n`,
    HtmlBody: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(action.intro)}</p><p><a href="${escapeHtml(email.url)}">${action.button}</a></p>`,
    Tag: email.kind === 'reset' ? 'customer-password-reset' : 'customer-account-activation',
    MessageStream: 'outbound',
    MessageID: crypto.randomUUID(),
    SubmittedAt: email.sentAt,
  };
}
