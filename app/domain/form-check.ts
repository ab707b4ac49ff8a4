/**
 * The generic form check, for forms
 * whose fields are defined in content (the contact-us form):
 * - a required field left empty gets its own required message;
 * - an email field must match a standard pattern;
 * - a length-flagged field must be exactly 10 digits (spaces typed between
 *   groups, '0412 345 678', are ignored);
 * - the messages come from the field's own data;
 * - a form has errors if any field's error list is non-empty.
 * The base rule checks required fields only; we also check the format of an
 * optional field that was filled in, since whatever is sent must be usable,
 * and cap every field's length (content sets it, within MAX_FIELD_LENGTH).
 * The same functions run on the server (the action) and in the browser
 * (on blur and on submit).
 */
import {parseEmail} from './bag-forms';
import {ownEntry} from './own-entry';

export type FormFieldType = 'text' | 'email' | 'tel' | 'textarea';
export const FORM_FIELD_TYPES: readonly FormFieldType[] = ['text', 'email', 'tel', 'textarea'];

/** The longest value any field takes (a message); single-line fields default to DEFAULT_INPUT_LENGTH. */
export const MAX_FIELD_LENGTH = 2000;
export const DEFAULT_INPUT_LENGTH = 100;

export interface FormField {
  /** The form field's name, e.g. 'email'. */
  name: string;
  label: string;
  type: FormFieldType;
  required: boolean;
  /** Length-flagged: exactly 10 digits (an Australian phone number). */
  tenDigits: boolean;
  maxLength: number;
  requiredMessage: string;
  invalidMessage: string;
  /** The input's autocomplete token, e.g. 'given-name'. */
  autoComplete: string | null;
}

/** Field name → its messages, first to show first; an empty list when the value is fine. */
export type FieldErrors = Record<string, string[]>;

const TEN_DIGITS = /^\d{10}$/;

export function tooLongMessage(field: Pick<FormField, 'label' | 'maxLength'>): string {
  return `${field.label} must be ${field.maxLength} characters or fewer.`;
}

/** Values are checked as trimmed. */
export function checkField(field: FormField, raw: unknown): string[] {
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (value === '') return field.required ? [field.requiredMessage] : [];
  const errors: string[] = [];
  if (field.type === 'email' && !parseEmail(value).ok) errors.push(field.invalidMessage);
  if (field.tenDigits && !TEN_DIGITS.test(value.replace(/ /g, ''))) errors.push(field.invalidMessage);
  if (value.length > field.maxLength) errors.push(tooLongMessage(field));
  return errors;
}

/** Every field's errors, by name (fields without errors have an empty list). */
export function checkForm(fields: readonly FormField[], values: Readonly<Record<string, unknown>>): FieldErrors {
  return Object.fromEntries(fields.map((field) => [field.name, checkField(field, ownEntry(values, field.name))]));
}

export function formHasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some((list) => list.length > 0);
}

/** The first field (in form order) that has an error, for focus. */
export function firstInvalidField(fields: readonly FormField[], errors: FieldErrors): FormField | undefined {
  return fields.find((field) => (ownEntry(errors, field.name)?.length ?? 0) > 0);
}
