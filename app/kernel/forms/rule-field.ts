import * as z from 'zod/mini';

/**
 * A field checked by one of the domain's rules, which names its own problem (or null): the schema's value is the
 * field's trimmed text.
 */
export function ruleField(problemWith: (value: unknown) => string | null) {
  return z.pipe(
    z.unknown(),
    z.transform((value, context) => {
      const problem = problemWith(value);
      if (problem === null) return String(value).trim();
      context.issues.push({code: 'custom', message: problem, input: value});
      return z.NEVER;
    }),
  );
}
