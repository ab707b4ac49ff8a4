/**
 * Building blocks for the zod schemas that read upstream replies (`unknown`,
 * parsed JSON) into the app's types at the edge of each service.
 */
import * as z from 'zod/mini';

/** A list whose elements `element` reads; the ones it cannot read are left out, not the whole list. */
export function readableItems<T extends z.ZodMiniType>(element: T) {
  return z.pipe(
    z.array(z.unknown()),
    z.transform((items) =>
      items.flatMap((item): z.output<T>[] => {
        const read = element.safeParse(item);
        return read.success ? [read.data] : [];
      }),
    ),
  );
}

/**
 * A transform for what a shape alone cannot say (parts of a reply that must agree with each other):
 * `read` answers the value, or null to refuse the input.
 */
export function readOrRefuse<I, O>(read: (input: I) => O | null, refusal: string) {
  return z.transform<I, O>((input, context) => {
    const output = read(input);
    if (output !== null) return output;
    context.issues.push({code: 'custom', input, message: refusal});
    return z.NEVER;
  });
}
