/**
 * The fields of the sign-in, code and join forms as schemas (read on the server by parseFields; browser-safe, so
 * a form can check the same rules as it is filled in). Each field is checked by the domain's own rule and message.
 */
import * as z from 'zod/mini';
import {emailError, nameError} from '~/domain/wishlist';
import {ruleField} from '~/kernel/forms/rule-field';

const email = ruleField(emailError);

/** Step one of signing in: the member's e-mail. */
export const SIGN_IN_FIELDS = z.object({email});

/** Joining: names, then the e-mail (the first problem in this order is the form's message). */
export const SIGN_UP_FIELDS = z.object({
  firstName: ruleField((value) => nameError(value, 'first name')),
  lastName: ruleField((value) => nameError(value, 'last name')),
  email,
});
