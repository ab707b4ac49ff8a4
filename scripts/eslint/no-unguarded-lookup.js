/**
 * `table[key]` where `key` may be any string reaches Object.prototype: `constructor`, `__proto__`,
 * `toString` and friends answer with the prototype's members instead of "not found" (that is how a
 * wishlist post once read out the whole request context). This rule flags a computed member access on
 * a plain object (not an array, tuple, typed array or string) whose key's type is a wide `string` or
 * `any`; a key typed as a union of literals is a closed set and passes. Use a `Map`, or `ownEntry()` /
 * `setOwnEntry()` from `app/domain/own-entry.ts`, which check `Object.hasOwn` and refuse `__proto__`.
 */
import {ESLintUtils} from '@typescript-eslint/utils';
import ts from 'typescript';

const createRule = ESLintUtils.RuleCreator(() => 'https://github.com/dreamhaus/storefront#security');

function isWideKey(type) {
  if (type.isUnion()) return type.types.some(isWideKey);
  const flags = type.getFlags();
  return Boolean(flags & (ts.TypeFlags.String | ts.TypeFlags.Any | ts.TypeFlags.Unknown | ts.TypeFlags.TemplateLiteral));
}

function isIndexedByPosition(checker, type) {
  if (type.isUnion()) return type.types.every((part) => isIndexedByPosition(checker, part));
  if (checker.isArrayType(type) || checker.isTupleType(type)) return true;
  const flags = type.getFlags();
  if (flags & (ts.TypeFlags.StringLike | ts.TypeFlags.Any)) return true;
  const name = type.getSymbol()?.getName();
  return /Array$|^ArrayLike$|^NodeList|^HTMLCollection/.test(name ?? '');
}

export default createRule({
  name: 'no-unguarded-lookup',
  meta: {
    type: 'problem',
    docs: {description: 'Disallow looking up a plain object by a key that may be any string'},
    messages: {
      unguarded:
        'This looks up a plain object by a key that may be any string, which reaches Object.prototype (constructor, __proto__, toString). Use a Map, or ownEntry()/setOwnEntry() from ~/domain/own-entry.',
    },
    schema: [],
  },
  defaultOptions: [],
  create(context) {
    const services = ESLintUtils.getParserServices(context);
    const checker = services.program.getTypeChecker();
    return {
      MemberExpression(node) {
        if (!node.computed || node.property.type === 'Literal') return;
        const keyType = services.getTypeAtLocation(node.property);
        if (!isWideKey(keyType)) return;
        const objectType = checker.getApparentType(services.getTypeAtLocation(node.object));
        if (isIndexedByPosition(checker, objectType)) return;
        context.report({node, messageId: 'unguarded'});
      },
    };
  },
});
