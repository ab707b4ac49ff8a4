import {buildSchema, type GraphQLSchema} from 'graphql';

/**
 * The slice of Shopify's Admin GraphQL schema (2025-04) that `npm run shopify:setup` uses (definitions; with
 * `--values` the variants and `metafieldsSet`; with `--collections` smart collections and publishing), written out by
 * hand from shopify.dev's reference; with `--discounts` (and the doctor's checkout rules row) the app's functions,
 * automatic app discounts and validations, from the published 2026-07 schema (shopify/schemas: a test keeps every
 * type, field and argument here equal to its own there). Types, nullability and argument names are Shopify's,
 * so graphql-js rejects a missing required argument or a wrong enum value exactly as Shopify's validation would; the
 * fields are the ones the setup reads and a few a client would expect beside them.
 */
const SDL = /* GraphQL */ `
  scalar DateTime
  scalar URL

  enum MetafieldOwnerType {
    API_PERMISSION
    ARTICLE
    BLOG
    CARTTRANSFORM
    COLLECTION
    COMPANY
    COMPANY_LOCATION
    CUSTOMER
    DELIVERY_CUSTOMIZATION
    DISCOUNT
    DRAFTORDER
    FULFILLMENT_CONSTRAINT_RULE
    GIFT_CARD_TRANSACTION
    LOCATION
    MARKET
    ORDER
    ORDER_ROUTING_LOCATION_RULE
    PAGE
    PAYMENT_CUSTOMIZATION
    PRODUCT
    PRODUCTVARIANT
    SELLING_PLAN
    SHOP
    VALIDATION
  }

  enum MetafieldAdminAccessInput {
    MERCHANT_READ
    MERCHANT_READ_WRITE
  }
  enum MetafieldAdminAccess {
    MERCHANT_READ
    MERCHANT_READ_WRITE
    PRIVATE
    PUBLIC_READ
    PUBLIC_READ_WRITE
  }
  enum MetafieldStorefrontAccessInput {
    NONE
    PUBLIC_READ
  }
  enum MetafieldStorefrontAccess {
    NONE
    PUBLIC_READ
  }
  enum MetafieldCustomerAccountAccessInput {
    NONE
    READ
    READ_WRITE
  }
  enum MetafieldCustomerAccountAccess {
    NONE
    READ
    READ_WRITE
  }

  input MetafieldAccessInput {
    admin: MetafieldAdminAccessInput
    storefront: MetafieldStorefrontAccessInput
    customerAccount: MetafieldCustomerAccountAccessInput
  }

  input MetafieldDefinitionValidationInput {
    name: String!
    value: String!
  }

  input MetafieldDefinitionInput {
    namespace: String
    key: String!
    name: String!
    description: String
    ownerType: MetafieldOwnerType!
    type: String!
    validations: [MetafieldDefinitionValidationInput!]
    pin: Boolean = false
    access: MetafieldAccessInput
  }

  type MetafieldAccess {
    admin: MetafieldAdminAccess
    storefront: MetafieldStorefrontAccess
    customerAccount: MetafieldCustomerAccountAccess!
  }

  type MetafieldDefinitionType {
    name: String!
    category: String!
  }

  type MetafieldDefinitionValidation {
    name: String!
    type: String!
    value: String
  }

  type MetafieldDefinition {
    id: ID!
    name: String!
    namespace: String!
    key: String!
    description: String
    ownerType: MetafieldOwnerType!
    type: MetafieldDefinitionType!
    validations: [MetafieldDefinitionValidation!]!
    access: MetafieldAccess!
    pinnedPosition: Int
  }

  type PageInfo {
    hasNextPage: Boolean!
    hasPreviousPage: Boolean!
    startCursor: String
    endCursor: String
  }

  type MetafieldDefinitionEdge {
    cursor: String!
    node: MetafieldDefinition!
  }
  type MetafieldDefinitionConnection {
    edges: [MetafieldDefinitionEdge!]!
    nodes: [MetafieldDefinition!]!
    pageInfo: PageInfo!
  }

  enum MetafieldDefinitionCreateUserErrorCode {
    INVALID
    INCLUSION
    PRESENT
    TAKEN
    TOO_LONG
    TOO_SHORT
    BLANK
    RESOURCE_TYPE_LIMIT_EXCEEDED
    LIMIT_EXCEEDED
    INVALID_OPTION
    DUPLICATE_OPTION
    RESERVED_NAMESPACE_KEY
    UNSTRUCTURED_ALREADY_EXISTS
    INVALID_CHARACTER
  }
  type MetafieldDefinitionCreateUserError {
    field: [String!]
    message: String!
    code: MetafieldDefinitionCreateUserErrorCode
    elementIndex: Int
  }
  type MetafieldDefinitionCreatePayload {
    createdDefinition: MetafieldDefinition
    userErrors: [MetafieldDefinitionCreateUserError!]!
  }

  enum MetaobjectAdminAccessInput {
    MERCHANT_READ
    MERCHANT_READ_WRITE
  }
  enum MetaobjectAdminAccess {
    MERCHANT_READ
    MERCHANT_READ_WRITE
    PRIVATE
    PUBLIC_READ
    PUBLIC_READ_WRITE
  }
  enum MetaobjectStorefrontAccess {
    NONE
    PUBLIC_READ
  }

  input MetaobjectAccessInput {
    admin: MetaobjectAdminAccessInput
    storefront: MetaobjectStorefrontAccess
  }

  input MetaobjectFieldDefinitionCreateInput {
    key: String!
    type: String!
    name: String
    description: String
    required: Boolean = false
    validations: [MetafieldDefinitionValidationInput!]
  }

  input MetaobjectDefinitionCreateInput {
    name: String
    description: String
    type: String!
    fieldDefinitions: [MetaobjectFieldDefinitionCreateInput!]!
    access: MetaobjectAccessInput
    displayNameKey: String
  }

  type MetaobjectAccess {
    admin: MetaobjectAdminAccess!
    storefront: MetaobjectStorefrontAccess!
  }

  type MetaobjectFieldDefinition {
    key: String!
    name: String!
    description: String
    required: Boolean!
    type: MetafieldDefinitionType!
    validations: [MetafieldDefinitionValidation!]!
  }

  type MetaobjectDefinition {
    id: ID!
    type: String!
    name: String!
    description: String
    displayNameKey: String
    fieldDefinitions: [MetaobjectFieldDefinition!]!
    access: MetaobjectAccess!
    metaobjectsCount: Int!
  }

  type MetaobjectDefinitionEdge {
    cursor: String!
    node: MetaobjectDefinition!
  }
  type MetaobjectDefinitionConnection {
    edges: [MetaobjectDefinitionEdge!]!
    nodes: [MetaobjectDefinition!]!
    pageInfo: PageInfo!
  }

  enum MetaobjectUserErrorCode {
    INVALID
    INCLUSION
    TAKEN
    TOO_LONG
    TOO_SHORT
    PRESENT
    BLANK
    DUPLICATE_FIELD_INPUT
    UNDEFINED_OBJECT_TYPE
    UNDEFINED_OBJECT_FIELD
    OBJECT_FIELD_TYPE_INVALID
    OBJECT_FIELD_REQUIRED
    RECORD_NOT_FOUND
    INTERNAL_ERROR
    MAX_DEFINITIONS_EXCEEDED
    MAX_OBJECTS_EXCEEDED
    NOT_AUTHORIZED
    RESERVED_NAME
    ADMIN_ACCESS_INPUT_NOT_ALLOWED
  }
  type MetaobjectUserError {
    field: [String!]
    message: String!
    code: MetaobjectUserErrorCode
    elementIndex: Int
    elementKey: String
  }
  type MetaobjectDefinitionCreatePayload {
    metaobjectDefinition: MetaobjectDefinition
    userErrors: [MetaobjectUserError!]!
  }

  type Shop {
    id: ID!
    name: String!
    myshopifyDomain: String!
    metafield(namespace: String, key: String!): Metafield
  }

  type Product {
    id: ID!
    handle: String!
  }

  type Metafield {
    id: ID!
    namespace: String!
    key: String!
    type: String!
    value: String!
  }

  type ProductVariant {
    id: ID!
    sku: String
    product: Product!
    metafield(namespace: String, key: String!): Metafield
  }
  type ProductVariantEdge {
    cursor: String!
    node: ProductVariant!
  }
  type ProductVariantConnection {
    edges: [ProductVariantEdge!]!
    nodes: [ProductVariant!]!
    pageInfo: PageInfo!
  }

  input MetafieldsSetInput {
    ownerId: ID!
    namespace: String
    key: String!
    type: String
    value: String!
    compareDigest: String
  }
  enum MetafieldsSetUserErrorCode {
    APP_NOT_AUTHORIZED
    BLANK
    CAPABILITY_VIOLATION
    INCLUSION
    INTERNAL_ERROR
    INVALID
    INVALID_COMPARE_DIGEST
    INVALID_TYPE
    INVALID_VALUE
    LESS_THAN_OR_EQUAL_TO
    PRESENT
    STALE_OBJECT
    TAKEN
    TOO_LONG
    TOO_SHORT
  }
  type MetafieldsSetUserError {
    field: [String!]
    message: String!
    code: MetafieldsSetUserErrorCode
    elementIndex: Int
  }
  type MetafieldsSetPayload {
    metafields: [Metafield!]
    userErrors: [MetafieldsSetUserError!]!
  }

  enum CollectionRuleColumn {
    IS_PRICE_REDUCED
    PRODUCT_CATEGORY_ID
    PRODUCT_CATEGORY_ID_WITH_DESCENDANTS
    PRODUCT_METAFIELD_DEFINITION
    PRODUCT_TAXONOMY_NODE_ID
    TAG
    TITLE
    TYPE
    VARIANT_COMPARE_AT_PRICE
    VARIANT_INVENTORY
    VARIANT_METAFIELD_DEFINITION
    VARIANT_PRICE
    VARIANT_TITLE
    VARIANT_WEIGHT
    VENDOR
  }
  enum CollectionRuleRelation {
    CONTAINS
    ENDS_WITH
    EQUALS
    GREATER_THAN
    IS_NOT_SET
    IS_SET
    LESS_THAN
    NOT_CONTAINS
    NOT_EQUALS
    STARTS_WITH
  }
  enum CollectionSortOrder {
    ALPHA_ASC
    ALPHA_DESC
    BEST_SELLING
    CREATED
    CREATED_DESC
    MANUAL
    PRICE_ASC
    PRICE_DESC
  }
  input CollectionRuleInput {
    column: CollectionRuleColumn!
    relation: CollectionRuleRelation!
    condition: String!
    conditionObjectId: ID
  }
  input CollectionRuleSetInput {
    appliedDisjunctively: Boolean!
    rules: [CollectionRuleInput!]
  }
  input CollectionInput {
    id: ID
    title: String
    handle: String
    descriptionHtml: String
    sortOrder: CollectionSortOrder
    templateSuffix: String
    redirectNewHandle: Boolean
    ruleSet: CollectionRuleSetInput
  }
  type CollectionRule {
    column: CollectionRuleColumn!
    relation: CollectionRuleRelation!
    condition: String!
  }
  type CollectionRuleSet {
    appliedDisjunctively: Boolean!
    rules: [CollectionRule!]!
  }
  type Publication {
    id: ID!
    name: String! @deprecated(reason: "Use \`Catalog.title\` instead.")
  }
  type PublicationEdge {
    cursor: String!
    node: Publication!
  }
  type PublicationConnection {
    edges: [PublicationEdge!]!
    nodes: [Publication!]!
    pageInfo: PageInfo!
  }
  type ResourcePublication {
    isPublished: Boolean!
    publication: Publication!
  }
  type ResourcePublicationEdge {
    cursor: String!
    node: ResourcePublication!
  }
  type ResourcePublicationConnection {
    edges: [ResourcePublicationEdge!]!
    nodes: [ResourcePublication!]!
    pageInfo: PageInfo!
  }
  type Collection {
    id: ID!
    handle: String!
    title: String!
    descriptionHtml: String!
    sortOrder: CollectionSortOrder!
    ruleSet: CollectionRuleSet
    resourcePublications(
      onlyPublished: Boolean = true
      first: Int
      after: String
      last: Int
      before: String
      reverse: Boolean = false
    ): ResourcePublicationConnection!
  }
  type CollectionEdge {
    cursor: String!
    node: Collection!
  }
  type CollectionConnection {
    edges: [CollectionEdge!]!
    nodes: [Collection!]!
    pageInfo: PageInfo!
  }
  type UserError {
    field: [String!]
    message: String!
  }
  type CollectionCreatePayload {
    collection: Collection
    userErrors: [UserError!]!
  }
  input PublicationInput {
    publicationId: ID
    publishDate: DateTime
  }
  type PublishablePublishPayload {
    userErrors: [UserError!]!
  }

  type ShopifyFunction {
    id: String!
    handle: String!
    apiType: String!
    apiVersion: String!
    title: String!
    description: String
    appKey: String!
    inputQuery: String
    useCreationUi: Boolean!
  }
  type ShopifyFunctionEdge {
    cursor: String!
    node: ShopifyFunction!
  }
  type ShopifyFunctionConnection {
    edges: [ShopifyFunctionEdge!]!
    nodes: [ShopifyFunction!]!
    pageInfo: PageInfo!
  }

  enum DiscountClass {
    ORDER
    PRODUCT
    SHIPPING
  }
  enum DiscountStatus {
    ACTIVE
    EXPIRED
    SCHEDULED
  }
  type DiscountCombinesWith {
    orderDiscounts: Boolean!
    productDiscounts: Boolean!
    shippingDiscounts: Boolean!
  }
  input DiscountCombinesWithInput {
    orderDiscounts: Boolean = false
    productDiscounts: Boolean = false
    shippingDiscounts: Boolean = false
  }
  type AppDiscountType {
    appKey: String!
    description: String
    discountClasses: [DiscountClass!]!
    functionId: String!
    title: String!
  }
  type DiscountAutomaticApp {
    appDiscountType: AppDiscountType!
    combinesWith: DiscountCombinesWith!
    createdAt: DateTime!
    discountClasses: [DiscountClass!]!
    discountId: ID!
    endsAt: DateTime
    startsAt: DateTime!
    status: DiscountStatus!
    tags: [String!]!
    title: String!
    updatedAt: DateTime!
  }
  union Discount = DiscountAutomaticApp
  type DiscountNode {
    id: ID!
    discount: Discount!
    metafield(namespace: String, key: String!): Metafield
  }
  type DiscountNodeEdge {
    cursor: String!
    node: DiscountNode!
  }
  type DiscountNodeConnection {
    edges: [DiscountNodeEdge!]!
    nodes: [DiscountNode!]!
    pageInfo: PageInfo!
  }
  input MetafieldInput {
    id: ID
    key: String
    namespace: String
    type: String
    value: String
  }
  input DiscountAutomaticAppInput {
    appliesOnOneTimePurchase: Boolean = true
    appliesOnSubscription: Boolean = true
    combinesWith: DiscountCombinesWithInput
    discountClasses: [DiscountClass!]
    endsAt: DateTime
    functionHandle: String
    metafields: [MetafieldInput!] = []
    recurringCycleLimit: Int = 1
    startsAt: DateTime
    tags: [String!]
    title: String
  }
  enum DiscountErrorCode {
    ACTIVE_PERIOD_OVERLAP
    APPLIES_ON_NOTHING
    BLANK
    CONFLICT
    DISCOUNT_NOT_COMPATIBLE_WITH_CONDITION_TYPES
    DUPLICATE
    END_DATE_BEFORE_START_DATE
    EQUAL_TO
    EXCEEDED_MAX
    GREATER_THAN
    GREATER_THAN_OR_EQUAL_TO
    IMPLICIT_DUPLICATE
    INCLUSION
    INTERNAL_ERROR
    INVALID
    INVALID_COMBINES_WITH_FOR_DISCOUNT_CLASS
    INVALID_DISCOUNT_CLASS_FOR_PRICE_RULE
    INVALID_TAG_LENGTH
    LESS_THAN
    LESS_THAN_OR_EQUAL_TO
    MAX_APP_DISCOUNTS
    MISSING_ARGUMENT
    MISSING_FUNCTION_IDENTIFIER
    MULTIPLE_FUNCTION_IDENTIFIERS
    PRESENT
    TAKEN
    TOO_LONG
    TOO_MANY_ARGUMENTS
    TOO_MANY_TAGS
    TOO_SHORT
    VALUE_OUTSIDE_RANGE
  }
  type DiscountUserError {
    code: DiscountErrorCode
    extraInfo: String
    field: [String!]
    message: String!
  }
  type DiscountAutomaticAppCreatePayload {
    automaticAppDiscount: DiscountAutomaticApp
    userErrors: [DiscountUserError!]!
  }
  type DiscountAutomaticAppUpdatePayload {
    automaticAppDiscount: DiscountAutomaticApp
    userErrors: [DiscountUserError!]!
  }

  type Validation {
    id: ID!
    title: String!
    enabled: Boolean!
    blockOnFailure: Boolean!
    shopifyFunction: ShopifyFunction!
    metafield(namespace: String, key: String!): Metafield
  }
  type ValidationEdge {
    cursor: String!
    node: Validation!
  }
  type ValidationConnection {
    edges: [ValidationEdge!]!
    nodes: [Validation!]!
    pageInfo: PageInfo!
  }
  input ValidationCreateInput {
    blockOnFailure: Boolean = false
    enable: Boolean = false
    functionHandle: String
    metafields: [MetafieldInput!] = []
    title: String
  }
  input ValidationUpdateInput {
    blockOnFailure: Boolean = false
    enable: Boolean = false
    metafields: [MetafieldInput!] = []
    title: String
  }
  enum ValidationUserErrorCode {
    APP_NOT_AUTHORIZED
    BLANK
    CAPABILITY_VIOLATION
    CUSTOM_APP_FUNCTION_NOT_ELIGIBLE
    DISALLOWED_OWNER_TYPE
    FUNCTION_DOES_NOT_IMPLEMENT
    FUNCTION_NOT_FOUND
    FUNCTION_PENDING_DELETION
    INCLUSION
    INTERNAL_ERROR
    INVALID
    INVALID_TYPE
    INVALID_VALUE
    MAX_VALIDATIONS_ACTIVATED
    MISSING_FUNCTION_IDENTIFIER
    MULTIPLE_FUNCTION_IDENTIFIERS
    NOT_FOUND
    PRESENT
    PUBLIC_APP_NOT_ALLOWED
    TAKEN
    TOO_LONG
    TOO_SHORT
    UNSTRUCTURED_RESERVED_NAMESPACE
  }
  type ValidationUserError {
    code: ValidationUserErrorCode
    field: [String!]
    message: String!
  }
  type ValidationCreatePayload {
    userErrors: [ValidationUserError!]!
    validation: Validation
  }
  type ValidationUpdatePayload {
    userErrors: [ValidationUserError!]!
    validation: Validation
  }

  type QueryRoot {
    shop: Shop!
    productVariants(first: Int, after: String, last: Int, before: String, reverse: Boolean = false): ProductVariantConnection!
    metafieldDefinition(id: ID!): MetafieldDefinition
    metafieldDefinitions(
      ownerType: MetafieldOwnerType!
      namespace: String
      key: String
      first: Int
      after: String
      last: Int
      before: String
      reverse: Boolean = false
      query: String
    ): MetafieldDefinitionConnection!
    metaobjectDefinition(id: ID!): MetaobjectDefinition
    metaobjectDefinitionByType(type: String!): MetaobjectDefinition
    metaobjectDefinitions(
      first: Int
      after: String
      last: Int
      before: String
      reverse: Boolean = false
    ): MetaobjectDefinitionConnection!
    collections(first: Int, after: String, last: Int, before: String, reverse: Boolean = false, query: String): CollectionConnection!
    publications(first: Int, after: String, last: Int, before: String, reverse: Boolean = false): PublicationConnection!
    shopifyFunctions(
      apiType: String
      useCreationUi: Boolean
      first: Int
      after: String
      last: Int
      before: String
      reverse: Boolean = false
    ): ShopifyFunctionConnection!
    discountNodes(first: Int, after: String, last: Int, before: String, reverse: Boolean = false): DiscountNodeConnection!
    validations(first: Int, after: String, last: Int, before: String, reverse: Boolean = false): ValidationConnection!
  }

  type Mutation {
    metafieldDefinitionCreate(definition: MetafieldDefinitionInput!): MetafieldDefinitionCreatePayload
    metaobjectDefinitionCreate(definition: MetaobjectDefinitionCreateInput!): MetaobjectDefinitionCreatePayload
    metafieldsSet(metafields: [MetafieldsSetInput!]!): MetafieldsSetPayload
    collectionCreate(input: CollectionInput!): CollectionCreatePayload
    publishablePublish(id: ID!, input: [PublicationInput!]!): PublishablePublishPayload
    discountAutomaticAppCreate(automaticAppDiscount: DiscountAutomaticAppInput!): DiscountAutomaticAppCreatePayload
    discountAutomaticAppUpdate(id: ID!, automaticAppDiscount: DiscountAutomaticAppInput!): DiscountAutomaticAppUpdatePayload
    validationCreate(validation: ValidationCreateInput!): ValidationCreatePayload
    validationUpdate(id: ID!, validation: ValidationUpdateInput!): ValidationUpdatePayload
  }

  schema {
    query: QueryRoot
    mutation: Mutation
  }
`;

let schema: GraphQLSchema | undefined;

/** Built once per process. */
export function adminSchema(): GraphQLSchema {
  schema ??= buildSchema(SDL);
  return schema;
}
