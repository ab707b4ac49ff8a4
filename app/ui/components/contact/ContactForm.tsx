import {Form, useNavigation} from '@remix-run/react';
import {useEffect, useRef, useState, type FocusEvent, type FormEvent} from 'react';
import {HONEYPOT_FIELD} from '~/domain/contact-message';
import {checkField, checkForm, firstInvalidField, formHasErrors, type FieldErrors, type FormField} from '~/domain/form-check';
import {ownEntry} from '~/domain/own-entry';

export interface ContactFormProps {
  fields: FormField[];
  submitLabel: string;
  /** What the server sent back after a refused post. */
  answer?: {values: Record<string, string>; errors: FieldErrors; formError: string | null};
}

const inputId = (name: string) => `contact-${name}`;
const errorId = (name: string) => `contact-${name}-error`;

/**
 * The contact-us form: a real POST form that the server checks on its own
 * (JavaScript off: the page comes back with the messages and what was typed).
 * With JavaScript, the same rules run on blur and on submit, and focus moves
 * to the first field in error.
 */
export function ContactForm({fields, submitLabel, answer}: ContactFormProps) {
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formAction === '/contact-us';
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>(answer?.errors ?? {});
  // Set when errors should take focus (a refused submit, or the server's answer).
  const [focusFirstError, setFocusFirstError] = useState(false);

  useEffect(() => {
    setErrors(answer?.errors ?? {});
    if (answer && formHasErrors(answer.errors)) setFocusFirstError(true);
  }, [answer]);

  useEffect(() => {
    if (!focusFirstError) return;
    setFocusFirstError(false);
    const first = firstInvalidField(fields, errors);
    if (first) formRef.current?.querySelector<HTMLElement>(`#${inputId(first.name)}`)?.focus();
  }, [focusFirstError, errors, fields]);

  const fieldByName = new Map(fields.map((field) => [field.name, field]));

  function onBlur(event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const field = fieldByName.get(event.target.name);
    if (!field) return;
    setErrors((current) => ({...current, [field.name]: checkField(field, event.target.value)}));
  }

  function onChange(event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) {
    // Once a field shows a message, it clears as soon as the value is right.
    const target = event.currentTarget;
    const field = fieldByName.get(target.name);
    if (!field || !(ownEntry(errors, field.name)?.length ?? 0)) return;
    setErrors((current) => ({...current, [field.name]: checkField(field, target.value)}));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const checked = checkForm(fields, Object.fromEntries(fields.map((field) => [field.name, form.get(field.name)])));
    if (!formHasErrors(checked)) return;
    event.preventDefault();
    setErrors(checked);
    setFocusFirstError(true);
  }

  const values = answer?.values ?? {};
  // Without JavaScript the refused form comes back as a new page: the browser focuses its first field in error.
  const serverFirstInvalid = answer ? firstInvalidField(fields, answer.errors)?.name : undefined;
  const problems = fields.filter((field) => (ownEntry(errors, field.name)?.length ?? 0) > 0);

  return (
    <Form
      ref={formRef}
      method="post"
      action="/contact-us"
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
      data-testid="contact-form"
    >
      {answer?.formError ? (
        <p role="alert" className="rounded border border-sale p-3 text-sm text-sale" data-testid="contact-form-error">
          {answer.formError}
        </p>
      ) : null}
      {problems.length > 0 ? (
        <div className="rounded border border-sale p-3 text-sm" data-testid="contact-error-summary">
          <p className="font-semibold">
            {problems.length === 1 ? 'Please fix 1 problem:' : `Please fix ${problems.length} problems:`}
          </p>
          <ul className="mt-1 list-disc pl-5">
            {problems.map((field) => (
              <li key={field.name}>
                <a href={`#${inputId(field.name)}`} className="text-sale underline">
                  {ownEntry(errors, field.name)?.[0]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {fields.map((field) => {
        const message = ownEntry(errors, field.name)?.[0];
        const common = {
          id: inputId(field.name),
          name: field.name,
          defaultValue: ownEntry(values, field.name) ?? '',
          required: field.required,
          maxLength: field.maxLength,
          autoComplete: field.autoComplete ?? undefined,
          'aria-invalid': message ? true : undefined,
          'aria-describedby': message ? errorId(field.name) : undefined,
          autoFocus: field.name === serverFirstInvalid,
          onBlur,
          onChange,
          className: `mt-1 w-full rounded border px-3 py-2 ${message ? 'border-sale' : 'border-neutral-300'}`,
        };
        return (
          <div key={field.name}>
            <label htmlFor={common.id} className="block text-sm font-semibold">
              {field.label}
            </label>
            {field.type === 'textarea' ? (
              <textarea {...common} rows={6} />
            ) : (
              <input {...common} type={field.type} inputMode={field.tenDigits ? 'tel' : undefined} />
            )}
            {message ? (
              <p id={errorId(field.name)} className="mt-1 text-sm text-sale" data-testid="field-error">
                {message}
              </p>
            ) : null}
          </div>
        );
      })}

      {/* The honeypot: hidden from people and assistive technology, out of the tab order; bots fill it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
        <label htmlFor={inputId(HONEYPOT_FIELD)}>Leave this field empty</label>
        <input id={inputId(HONEYPOT_FIELD)} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>

      <button type="submit" className="btn-primary" disabled={sending}>
        {sending ? 'Sending…' : submitLabel}
      </button>
    </Form>
  );
}
