/**
 * The contact-us form and its success page as the app sees them, reshaped
 * from the `contact_us` and `contact_us_success` documents. The form's
 * fields, labels and messages are content (each field's messages come from
 * its own data); a field content gets
 * wrong is fixed up or left out, and the problem reported.
 */
import * as prismic from '@prismicio/client';
import {linkResolver} from '~/domain/content-url';
import {
  DEFAULT_INPUT_LENGTH,
  FORM_FIELD_TYPES,
  MAX_FIELD_LENGTH,
  type FormField,
  type FormFieldType,
} from '~/domain/form-check';
import {RESERVED_CONTACT_FIELDS} from '~/domain/contact-message';
import type {ContactUsDocument, ContactUsSuccessDocument} from './document-types';
import {toSeo} from './reshape';
import type {Seo} from '~/domain/content-types';

export const CONTACT_US_UID = 'contact-us';
export const CONTACT_US_SUCCESS_UID = 'contact-us-success';
export const DEFAULT_SUBMIT_LABEL = 'Send message';

export interface ContactUsPage {
  title: string;
  intro: prismic.RichTextField;
  fields: FormField[];
  submitLabel: string;
  seo: Seo;
  url: string;
}

export interface ContactUsSuccess {
  title: string;
  message: prismic.RichTextField;
}

const FIELD_NAME = /^[a-z][a-zA-Z0-9_]{0,39}$/;
const AUTOCOMPLETE = /^[a-z][a-z -]{0,60}$/;
const text = (value: string | null | undefined) => value?.trim() ?? '';

type FieldRow = ContactUsDocument['data']['fields'][number];

function toField(row: FieldRow, index: number, taken: Set<string>, problems: string[]): FormField | null {
  const name = text(row.name);
  const label = text(row.label);
  const at = `fields[${index}]`;
  if (!FIELD_NAME.test(name) || RESERVED_CONTACT_FIELDS.has(name) || taken.has(name)) {
    problems.push(`${at} name ${JSON.stringify(name)} is not a usable, unique field name; the field is left out`);
    return null;
  }
  if (!label) {
    problems.push(`${at} (${name}) has no label; the field is left out`);
    return null;
  }
  taken.add(name);
  const type: FormFieldType = FORM_FIELD_TYPES.find((known) => known === row.field_type) ?? 'text';
  if (row.field_type && type !== row.field_type) problems.push(`${at} (${name}) type ${row.field_type} is unknown; text is used`);

  const defaultLength = type === 'textarea' ? MAX_FIELD_LENGTH : DEFAULT_INPUT_LENGTH;
  const maxLength =
    typeof row.max_length === 'number' && Number.isInteger(row.max_length) && row.max_length > 0
      ? Math.min(row.max_length, MAX_FIELD_LENGTH)
      : defaultLength;

  let requiredMessage = text(row.required_message);
  if (!requiredMessage && row.required) {
    problems.push(`${at} (${name}) is required but has no required_message; a default is used`);
  }
  requiredMessage ||= `Please enter your ${label.toLowerCase()}.`;
  const checksFormat = type === 'email' || Boolean(row.length_check);
  let invalidMessage = text(row.invalid_message);
  if (!invalidMessage && checksFormat) {
    problems.push(`${at} (${name}) is checked but has no invalid_message; a default is used`);
  }
  invalidMessage ||= `Please check your ${label.toLowerCase()}.`;
  const autoComplete = text(row.autocomplete);

  return {
    name,
    label,
    type,
    required: Boolean(row.required),
    tenDigits: Boolean(row.length_check),
    maxLength,
    requiredMessage,
    invalidMessage,
    autoComplete: AUTOCOMPLETE.test(autoComplete) ? autoComplete : null,
  };
}

export function toContactUsPage(doc: ContactUsDocument): {page: ContactUsPage; problems: string[]} {
  const problems: string[] = [];
  const taken = new Set<string>();
  const fields = (doc.data.fields ?? []).flatMap((row, index) => toField(row, index, taken, problems) ?? []);
  const title = prismic.asText(doc.data.title).trim();
  return {
    page: {
      title,
      intro: doc.data.intro ?? [],
      fields,
      submitLabel: text(doc.data.submit_label) || DEFAULT_SUBMIT_LABEL,
      seo: toSeo(doc.data, title),
      url: linkResolver(doc),
    },
    problems,
  };
}

export function toContactUsSuccess(doc: ContactUsSuccessDocument): ContactUsSuccess {
  return {title: prismic.asText(doc.data.title).trim(), message: doc.data.message ?? []};
}
