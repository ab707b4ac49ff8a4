/**
 * A form's fields read through its schema (Conform's parseWithZod, as the browser can read the same schema):
 * the value the schema gives, or a message per field and the first of them for the whole form.
 */
import {parseWithZod} from '@conform-to/zod/v4';
import type * as z from 'zod/mini';

export type ParsedFields<T> = {ok: true; value: T} | {ok: false; message: string; fieldErrors: Record<string, string>};

export function parseFields<Schema extends z.ZodMiniType>(form: FormData, schema: Schema): ParsedFields<z.output<Schema>> {
  // No coercion: an empty field reaches the schema as '' and a missing one as undefined, for the rule to name.
  const submission = parseWithZod(form, {schema, disableAutoCoercion: true});
  if (submission.status === 'success') return {ok: true, value: submission.value};
  const fieldErrors = new Map<string, string>();
  for (const [name, messages] of Object.entries(submission.error ?? {})) {
    if (messages?.[0]) fieldErrors.set(name || 'form', messages[0]);
  }
  const [first = 'Please check the form.'] = fieldErrors.values();
  return {ok: false, message: first, fieldErrors: Object.fromEntries(fieldErrors)};
}
