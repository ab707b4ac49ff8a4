import {BREAK, GraphQLError as GraphQLExecutionError, print, visit, type ASTNode, type DocumentNode, type GraphQLError} from 'graphql';

/**
 * Turns graphql-js errors into the shapes Shopify's (graphql-ruby) Storefront
 * API sends: static validation codes such as `undefinedField`, paths that
 * walk the query document, and variable problems as `extensions.problems`.
 */
export interface ShopifyGraphQLError {
  message: string;
  locations?: {line: number; column: number}[];
  path?: (string | number)[];
  extensions: {code: string; [key: string]: unknown};
}

interface ValidationRule {
  pattern: RegExp;
  code: string;
  /** Rewrites the message the way graphql-ruby words it, where that is known. */
  shopify?: (match: RegExpExecArray) => {message: string; extensions: Record<string, unknown>};
}

const VALIDATION_RULES: ValidationRule[] = [
  {
    pattern: /^Cannot query field "(\w+)" on type "(\w+)"/,
    code: 'undefinedField',
    shopify: ([, fieldName, typeName]) => ({
      message: `Field '${fieldName}' doesn't exist on type '${typeName}'`,
      extensions: {typeName, fieldName},
    }),
  },
  {
    pattern: /^Unknown argument "(\w+)" on field "\w+\.(\w+)"/,
    code: 'argumentNotAccepted',
    shopify: ([, argumentName, name]) => ({
      message: `Field '${name}' doesn't accept argument '${argumentName}'`,
      extensions: {name, typeName: 'Field', argumentName},
    }),
  },
  {pattern: /argument "\w+" of type ".+" is required/, code: 'missingRequiredArguments'},
  {pattern: /^Unknown type/, code: 'undefinedType'},
  {pattern: /^Unknown directive/, code: 'undefinedDirective'},
  {pattern: /^Variable "\$\w+" is never used/, code: 'variableNotUsed'},
  {pattern: /^Variable "\$\w+" is not defined/, code: 'variableNotDefined'},
  {pattern: /^Variable "\$\w+" of type ".+" used in position expecting/, code: 'variableMismatch'},
  {pattern: /must not have a selection|must have a selection of subfields/, code: 'selectionMismatch'},
  {pattern: /^(Unknown fragment|Fragment "\w+" is never used)/, code: 'useAndDefineFragment'},
  {pattern: /cannot represent|^Expected value of type|^Enum ".+" cannot represent/, code: 'argumentLiteralsIncompatible'},
];

function locationsOf(error: GraphQLError) {
  return error.locations?.map(({line, column}) => ({line, column}));
}

function pathSegment(node: ASTNode): string | null {
  switch (node.kind) {
    case 'OperationDefinition':
      return node.name ? `${node.operation} ${node.name.value}` : node.operation;
    case 'FragmentDefinition':
      return `fragment ${node.name.value}`;
    case 'InlineFragment':
      return node.typeCondition ? `... on ${node.typeCondition.name.value}` : '...';
    case 'Field':
      return (node.alias ?? node.name).value;
    case 'Argument':
    case 'ObjectField':
      return node.name.value;
    default:
      return null;
  }
}

/** graphql-ruby reports where in the document a static error sits: ["query Name", "product", "badField"]. */
export function documentPathTo(document: DocumentNode, target: ASTNode | undefined): string[] {
  if (!target) return [];
  const stack: string[] = [];
  let found: string[] = [];
  visit(document, {
    enter(node) {
      const segment = pathSegment(node);
      if (segment !== null) stack.push(segment);
      if (node === target) {
        found = [...stack];
        return BREAK;
      }
      return undefined;
    },
    leave(node) {
      if (pathSegment(node) !== null) stack.pop();
    },
  });
  return found;
}

export function formatSyntaxError(error: GraphQLError): ShopifyGraphQLError {
  return {message: error.message, locations: locationsOf(error), path: [], extensions: {code: 'PARSE_ERROR'}};
}

export function formatValidationError(error: GraphQLError, document: DocumentNode): ShopifyGraphQLError {
  const rule = VALIDATION_RULES.find((candidate) => candidate.pattern.test(error.message));
  const match = rule?.pattern.exec(error.message);
  const rewritten = rule?.shopify && match ? rule.shopify(match) : undefined;
  return {
    message: rewritten?.message ?? error.message,
    locations: locationsOf(error),
    path: documentPathTo(document, error.nodes?.[0]),
    extensions: {code: rule?.code ?? 'GRAPHQL_VALIDATION_FAILED', ...rewritten?.extensions},
  };
}

const INVALID_VARIABLE = /^Variable "\$(\w+)" got invalid value (.*?)(?: at "[\w$]+((?:\.\w+|\[\d+\])*)")?; ([\s\S]*)$/;
const MISSING_VARIABLE = /^Variable "\$(\w+)" of (?:required|non-null) type ".+" (?:was not provided|must not be null)\.$/;

function parseValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // graphql-js prints some values (enums, input objects) in GraphQL syntax; keep the text.
    return text;
  }
}

/**
 * graphql-js: `Variable "$lines" got invalid value -1.5 at "lines[0].quantity"; Int cannot ...`.
 * Shopify: `Variable $lines of type [CartLineInput!]! was provided invalid value`
 * with `{value, problems: [{path, explanation}]}`.
 */
export function formatVariableError(error: GraphQLError): ShopifyGraphQLError {
  const definition = error.nodes?.[0];
  const typeText = definition?.kind === 'VariableDefinition' ? print(definition.type) : undefined;
  const invalid = INVALID_VARIABLE.exec(error.message);
  const missing = MISSING_VARIABLE.exec(error.message);
  const name = invalid?.[1] ?? missing?.[1];
  if (!name || !typeText) {
    return {message: error.message, locations: locationsOf(error), extensions: {code: 'INVALID_VARIABLE'}};
  }
  const path = [...(invalid?.[3] ?? '').matchAll(/\.(\w+)|\[(\d+)\]/g)].map((part) => part[1] ?? part[2]);
  return {
    message: `Variable $${name} of type ${typeText} was provided invalid value`,
    locations: locationsOf(error),
    extensions: {
      code: 'INVALID_VARIABLE',
      value: invalid ? parseValue(invalid[2]) : null,
      problems: [{path, explanation: invalid ? invalid[4] : 'Expected value to not be null'}],
    },
  };
}

/** Errors raised while resolving: keep graphql-js's path; resolvers that know better set a code. */
export function formatExecutionError(error: GraphQLError): ShopifyGraphQLError {
  const code = typeof error.extensions?.code === 'string' ? error.extensions.code : 'INTERNAL_SERVER_ERROR';
  return {
    message: error.message,
    locations: locationsOf(error),
    path: error.path ? [...error.path] : undefined,
    extensions: {...error.extensions, code},
  };
}

/**
 * What Shopify answers for a field the storefront's access token may not use
 * (payments, Shop Pay payment requests, checkout completion): the field
 * resolves to null with an ACCESS_DENIED error naming the access it needs.
 */
export function accessDenied(field: string, requiredAccess: string): GraphQLExecutionError {
  return new GraphQLExecutionError(`Access denied for ${field} field. Required access: ${requiredAccess}.`, {
    extensions: {
      code: 'ACCESS_DENIED',
      documentation: 'https://shopify.dev/api/usage/access-scopes',
      requiredAccess,
    },
  });
}
