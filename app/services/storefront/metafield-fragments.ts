/**
 * The retailer's metafields, as fragments every query that shows a product or
 * a bag line spreads. GraphQL strings cannot interpolate
 * BRAND.metafieldNamespace; a schema test keeps them equal.
 */

export const VARIANT_METAFIELDS_FRAGMENT = `#graphql
  fragment VariantMetafields on ProductVariant {
    metafields(
      identifiers: [
        {namespace: "dreamhaus", key: "lead_time_text"}
        {namespace: "dreamhaus", key: "assembly_required"}
        {namespace: "dreamhaus", key: "assembly_sku"}
        {namespace: "dreamhaus", key: "quickship"}
        {namespace: "dreamhaus", key: "bonus_variant_id"}
        {namespace: "dreamhaus", key: "bonus_product"}
        {namespace: "custom", key: "price_adjustments"}
      ]
    ) {
      namespace
      key
      type
      value
    }
  }
` as const;

export const PRODUCT_METAFIELDS_FRAGMENT = `#graphql
  fragment ProductMetafields on Product {
    metafields(
      identifiers: [
        {namespace: "dreamhaus", key: "product_campaign_badge_title"}
        {namespace: "dreamhaus", key: "product_campaign_badge_color"}
        {namespace: "dreamhaus", key: "brand_list"}
      ]
    ) {
      namespace
      key
      type
      value
    }
  }
` as const;
