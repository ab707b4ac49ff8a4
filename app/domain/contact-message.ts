/**
 * What the contact-us form sends: the enquiry e-mail built from the content's
 * fields and the shopper's values, and the names the form keeps for itself.
 */
import type {FormField} from './form-check';
import {ownEntry} from './own-entry';

/**
 * The honeypot: a field people never see or fill (hidden, out of the tab
 * order, no autocomplete) that form-filling bots do. A form with it filled
 * is answered as if sent, and nothing is sent.
 */
export const HONEYPOT_FIELD = 'website';
/** Names content may not give a field: the form's own. */
export const RESERVED_CONTACT_FIELDS: ReadonlySet<string> = new Set([HONEYPOT_FIELD]);

export const CONTACT_SEND_FAILED_MESSAGE =
  'We couldn’t send your message just now. Please try again in a moment; what you typed is still here.';

export function isHoneypotFilled(value: unknown): boolean {
  return typeof value === 'string' ? value.trim() !== '' : value !== null && value !== undefined;
}

export interface Enquiry {
  subject: string;
  text: string;
  html: string;
  /** The shopper's address (the first e-mail field filled in), for Reply-To. */
  replyTo: string | null;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Strips characters a mail header must not carry. */
function headerText(value: string): string {
  // eslint-disable-next-line no-control-regex -- the point is to remove control characters
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

/** The e-mail to the enquiries address: every field with its label, in form order. Values are trimmed. */
export function composeEnquiry(
  fields: readonly FormField[],
  values: Readonly<Record<string, string>>,
  brandName: string,
): Enquiry {
  const rows = fields.map((field) => ({label: field.label, value: (ownEntry(values, field.name) ?? '').trim(), field}));
  const replyTo = rows.find((row) => row.field.type === 'email' && row.value !== '')?.value ?? null;
  const firstNamed = rows.find((row) => row.field.type === 'text' && row.value !== '')?.value;
  const from = headerText(firstNamed ?? replyTo ?? 'a shopper').slice(0, 80);
  const subject = `${brandName} website enquiry from ${from}`;
  const text = [
    `A shopper wrote through the ${brandName} contact form.`,
    '',
    ...rows.map(({label, value, field}) =>
      field.type === 'textarea' ? `${label}:\n${value || '—'}\n` : `${label}: ${value || '—'}`,
    ),
  ].join('\n');
  const html = [
    `<p>A shopper wrote through the ${escapeHtml(brandName)} contact form.</p>`,
    '<table>',
    ...rows.map(
      ({label, value}) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value || '—')}</td></tr>`,
    ),
    '</table>',
  ].join('\n');
  return {subject, text, html, replyTo};
}
