/* eslint-disable eslint-comments/disable-enable-pair */
/* eslint-disable eslint-comments/no-unlimited-disable */
/* eslint-disable */
import type * as StorefrontAPI from '@shopify/hydrogen/storefront-api-types';

export type BagSettingsQueryVariables = StorefrontAPI.Exact<{
  assemblyHandle: StorefrontAPI.Scalars['String']['input'];
  donationHandle: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type BagSettingsQuery = {
  shop: {
    metafields: Array<
      StorefrontAPI.Maybe<
        Pick<StorefrontAPI.Metafield, 'key' | 'type' | 'value'>
      >
    >;
  };
  assembly?: StorefrontAPI.Maybe<{
    variants: {
      nodes: Array<
        Pick<
          StorefrontAPI.ProductVariant,
          'id' | 'sku' | 'title' | 'availableForSale'
        > & {price: Pick<StorefrontAPI.MoneyV2, 'amount'>}
      >;
    };
  }>;
  donation?: StorefrontAPI.Maybe<{
    variants: {
      nodes: Array<
        Pick<
          StorefrontAPI.ProductVariant,
          'id' | 'sku' | 'title' | 'availableForSale'
        > & {price: Pick<StorefrontAPI.MoneyV2, 'amount'>}
      >;
    };
  }>;
};

export type ServiceVariantFragment = Pick<
  StorefrontAPI.ProductVariant,
  'id' | 'sku' | 'title' | 'availableForSale'
> & {price: Pick<StorefrontAPI.MoneyV2, 'amount'>};

export type CartMoneyFragment = Pick<
  StorefrontAPI.MoneyV2,
  'currencyCode' | 'amount'
>;

export type CartLineVariantFragment = Pick<
  StorefrontAPI.ProductVariant,
  | 'id'
  | 'title'
  | 'sku'
  | 'availableForSale'
  | 'requiresShipping'
  | 'taxable'
  | 'weight'
  | 'weightUnit'
> & {
  price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
  compareAtPrice?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
  >;
  selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>;
  image?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Image, 'id' | 'altText' | 'width' | 'height' | 'url'> & {
      thumbPng: StorefrontAPI.Image['url'];
      thumbWebp: StorefrontAPI.Image['url'];
      smallPng: StorefrontAPI.Image['url'];
      smallWebp: StorefrontAPI.Image['url'];
    }
  >;
  product: Pick<
    StorefrontAPI.Product,
    'id' | 'handle' | 'title' | 'productType' | 'vendor' | 'tags'
  > & {
    metafields: Array<
      StorefrontAPI.Maybe<
        Pick<StorefrontAPI.Metafield, 'namespace' | 'key' | 'type' | 'value'>
      >
    >;
  };
  metafields: Array<
    StorefrontAPI.Maybe<
      Pick<StorefrontAPI.Metafield, 'namespace' | 'key' | 'type' | 'value'>
    >
  >;
};

type CartLineDiscount_CartAutomaticDiscountAllocation_Fragment = Pick<
  StorefrontAPI.CartAutomaticDiscountAllocation,
  'title'
> & {discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>};

type CartLineDiscount_CartCodeDiscountAllocation_Fragment = Pick<
  StorefrontAPI.CartCodeDiscountAllocation,
  'code'
> & {discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>};

type CartLineDiscount_CartCustomDiscountAllocation_Fragment = Pick<
  StorefrontAPI.CartCustomDiscountAllocation,
  'title'
> & {discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>};

export type CartLineDiscountFragment =
  | CartLineDiscount_CartAutomaticDiscountAllocation_Fragment
  | CartLineDiscount_CartCodeDiscountAllocation_Fragment
  | CartLineDiscount_CartCustomDiscountAllocation_Fragment;

type CartLine_CartLine_Fragment = Pick<
  StorefrontAPI.CartLine,
  'id' | 'quantity'
> & {
  attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
  cost: {
    amountPerQuantity: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
    compareAtAmountPerQuantity?: StorefrontAPI.Maybe<
      Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
    >;
    subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
    totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
  };
  discountAllocations: Array<
    | (Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'> & {
        discountedAmount: Pick<
          StorefrontAPI.MoneyV2,
          'currencyCode' | 'amount'
        >;
      })
    | (Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'> & {
        discountedAmount: Pick<
          StorefrontAPI.MoneyV2,
          'currencyCode' | 'amount'
        >;
      })
    | (Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'> & {
        discountedAmount: Pick<
          StorefrontAPI.MoneyV2,
          'currencyCode' | 'amount'
        >;
      })
  >;
  merchandise: Pick<
    StorefrontAPI.ProductVariant,
    | 'id'
    | 'title'
    | 'sku'
    | 'availableForSale'
    | 'requiresShipping'
    | 'taxable'
    | 'weight'
    | 'weightUnit'
  > & {
    price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
    compareAtPrice?: StorefrontAPI.Maybe<
      Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
    >;
    selectedOptions: Array<
      Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
    >;
    image?: StorefrontAPI.Maybe<
      Pick<
        StorefrontAPI.Image,
        'id' | 'altText' | 'width' | 'height' | 'url'
      > & {
        thumbPng: StorefrontAPI.Image['url'];
        thumbWebp: StorefrontAPI.Image['url'];
        smallPng: StorefrontAPI.Image['url'];
        smallWebp: StorefrontAPI.Image['url'];
      }
    >;
    product: Pick<
      StorefrontAPI.Product,
      'id' | 'handle' | 'title' | 'productType' | 'vendor' | 'tags'
    > & {
      metafields: Array<
        StorefrontAPI.Maybe<
          Pick<StorefrontAPI.Metafield, 'namespace' | 'key' | 'type' | 'value'>
        >
      >;
    };
    metafields: Array<
      StorefrontAPI.Maybe<
        Pick<StorefrontAPI.Metafield, 'namespace' | 'key' | 'type' | 'value'>
      >
    >;
  };
};

type CartLine_ComponentizableCartLine_Fragment = Pick<
  StorefrontAPI.ComponentizableCartLine,
  'id' | 'quantity'
> & {
  attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
  cost: {
    amountPerQuantity: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
    compareAtAmountPerQuantity?: StorefrontAPI.Maybe<
      Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
    >;
    subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
    totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
  };
  discountAllocations: Array<
    | (Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'> & {
        discountedAmount: Pick<
          StorefrontAPI.MoneyV2,
          'currencyCode' | 'amount'
        >;
      })
    | (Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'> & {
        discountedAmount: Pick<
          StorefrontAPI.MoneyV2,
          'currencyCode' | 'amount'
        >;
      })
    | (Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'> & {
        discountedAmount: Pick<
          StorefrontAPI.MoneyV2,
          'currencyCode' | 'amount'
        >;
      })
  >;
  merchandise: Pick<
    StorefrontAPI.ProductVariant,
    | 'id'
    | 'title'
    | 'sku'
    | 'availableForSale'
    | 'requiresShipping'
    | 'taxable'
    | 'weight'
    | 'weightUnit'
  > & {
    price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
    compareAtPrice?: StorefrontAPI.Maybe<
      Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
    >;
    selectedOptions: Array<
      Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
    >;
    image?: StorefrontAPI.Maybe<
      Pick<
        StorefrontAPI.Image,
        'id' | 'altText' | 'width' | 'height' | 'url'
      > & {
        thumbPng: StorefrontAPI.Image['url'];
        thumbWebp: StorefrontAPI.Image['url'];
        smallPng: StorefrontAPI.Image['url'];
        smallWebp: StorefrontAPI.Image['url'];
      }
    >;
    product: Pick<
      StorefrontAPI.Product,
      'id' | 'handle' | 'title' | 'productType' | 'vendor' | 'tags'
    > & {
      metafields: Array<
        StorefrontAPI.Maybe<
          Pick<StorefrontAPI.Metafield, 'namespace' | 'key' | 'type' | 'value'>
        >
      >;
    };
    metafields: Array<
      StorefrontAPI.Maybe<
        Pick<StorefrontAPI.Metafield, 'namespace' | 'key' | 'type' | 'value'>
      >
    >;
  };
};

export type CartLineFragment =
  | CartLine_CartLine_Fragment
  | CartLine_ComponentizableCartLine_Fragment;

export type CartLineComponentsFragment = {
  lineComponents: Array<
    Pick<StorefrontAPI.CartLine, 'id' | 'quantity'> & {
      attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
      cost: {
        amountPerQuantity: Pick<
          StorefrontAPI.MoneyV2,
          'currencyCode' | 'amount'
        >;
        compareAtAmountPerQuantity?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
        >;
        subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
        totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
      };
      discountAllocations: Array<
        | (Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'> & {
            discountedAmount: Pick<
              StorefrontAPI.MoneyV2,
              'currencyCode' | 'amount'
            >;
          })
        | (Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'> & {
            discountedAmount: Pick<
              StorefrontAPI.MoneyV2,
              'currencyCode' | 'amount'
            >;
          })
        | (Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'> & {
            discountedAmount: Pick<
              StorefrontAPI.MoneyV2,
              'currencyCode' | 'amount'
            >;
          })
      >;
      merchandise: Pick<
        StorefrontAPI.ProductVariant,
        | 'id'
        | 'title'
        | 'sku'
        | 'availableForSale'
        | 'requiresShipping'
        | 'taxable'
        | 'weight'
        | 'weightUnit'
      > & {
        price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
        compareAtPrice?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
        >;
        selectedOptions: Array<
          Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
        >;
        image?: StorefrontAPI.Maybe<
          Pick<
            StorefrontAPI.Image,
            'id' | 'altText' | 'width' | 'height' | 'url'
          > & {
            thumbPng: StorefrontAPI.Image['url'];
            thumbWebp: StorefrontAPI.Image['url'];
            smallPng: StorefrontAPI.Image['url'];
            smallWebp: StorefrontAPI.Image['url'];
          }
        >;
        product: Pick<
          StorefrontAPI.Product,
          'id' | 'handle' | 'title' | 'productType' | 'vendor' | 'tags'
        > & {
          metafields: Array<
            StorefrontAPI.Maybe<
              Pick<
                StorefrontAPI.Metafield,
                'namespace' | 'key' | 'type' | 'value'
              >
            >
          >;
        };
        metafields: Array<
          StorefrontAPI.Maybe<
            Pick<
              StorefrontAPI.Metafield,
              'namespace' | 'key' | 'type' | 'value'
            >
          >
        >;
      };
    }
  >;
};

export type CartFieldsFragment = Pick<
  StorefrontAPI.Cart,
  'id' | 'checkoutUrl' | 'createdAt' | 'updatedAt' | 'totalQuantity' | 'note'
> & {
  attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
  buyerIdentity: Pick<StorefrontAPI.CartBuyerIdentity, 'countryCode' | 'email'>;
  cost: {
    subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
    totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
    totalTaxAmount?: StorefrontAPI.Maybe<
      Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
    >;
  };
  discountAllocations: Array<
    | (Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'> & {
        discountedAmount: Pick<
          StorefrontAPI.MoneyV2,
          'currencyCode' | 'amount'
        >;
      })
    | (Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'> & {
        discountedAmount: Pick<
          StorefrontAPI.MoneyV2,
          'currencyCode' | 'amount'
        >;
      })
    | (Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'> & {
        discountedAmount: Pick<
          StorefrontAPI.MoneyV2,
          'currencyCode' | 'amount'
        >;
      })
  >;
};

export type CartApiQueryFragment = Pick<
  StorefrontAPI.Cart,
  'id' | 'checkoutUrl' | 'createdAt' | 'updatedAt' | 'totalQuantity' | 'note'
> & {
  lines: {
    nodes: Array<
      | (Pick<StorefrontAPI.CartLine, 'id' | 'quantity'> & {
          attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
          cost: {
            amountPerQuantity: Pick<
              StorefrontAPI.MoneyV2,
              'currencyCode' | 'amount'
            >;
            compareAtAmountPerQuantity?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
            >;
            subtotalAmount: Pick<
              StorefrontAPI.MoneyV2,
              'currencyCode' | 'amount'
            >;
            totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
          };
          discountAllocations: Array<
            | (Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'> & {
                discountedAmount: Pick<
                  StorefrontAPI.MoneyV2,
                  'currencyCode' | 'amount'
                >;
              })
            | (Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'> & {
                discountedAmount: Pick<
                  StorefrontAPI.MoneyV2,
                  'currencyCode' | 'amount'
                >;
              })
            | (Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'> & {
                discountedAmount: Pick<
                  StorefrontAPI.MoneyV2,
                  'currencyCode' | 'amount'
                >;
              })
          >;
          merchandise: Pick<
            StorefrontAPI.ProductVariant,
            | 'id'
            | 'title'
            | 'sku'
            | 'availableForSale'
            | 'requiresShipping'
            | 'taxable'
            | 'weight'
            | 'weightUnit'
          > & {
            price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
            compareAtPrice?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
            >;
            selectedOptions: Array<
              Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
            >;
            image?: StorefrontAPI.Maybe<
              Pick<
                StorefrontAPI.Image,
                'id' | 'altText' | 'width' | 'height' | 'url'
              > & {
                thumbPng: StorefrontAPI.Image['url'];
                thumbWebp: StorefrontAPI.Image['url'];
                smallPng: StorefrontAPI.Image['url'];
                smallWebp: StorefrontAPI.Image['url'];
              }
            >;
            product: Pick<
              StorefrontAPI.Product,
              'id' | 'handle' | 'title' | 'productType' | 'vendor' | 'tags'
            > & {
              metafields: Array<
                StorefrontAPI.Maybe<
                  Pick<
                    StorefrontAPI.Metafield,
                    'namespace' | 'key' | 'type' | 'value'
                  >
                >
              >;
            };
            metafields: Array<
              StorefrontAPI.Maybe<
                Pick<
                  StorefrontAPI.Metafield,
                  'namespace' | 'key' | 'type' | 'value'
                >
              >
            >;
          };
        })
      | (Pick<StorefrontAPI.ComponentizableCartLine, 'id' | 'quantity'> & {
          attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
          cost: {
            amountPerQuantity: Pick<
              StorefrontAPI.MoneyV2,
              'currencyCode' | 'amount'
            >;
            compareAtAmountPerQuantity?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
            >;
            subtotalAmount: Pick<
              StorefrontAPI.MoneyV2,
              'currencyCode' | 'amount'
            >;
            totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
          };
          discountAllocations: Array<
            | (Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'> & {
                discountedAmount: Pick<
                  StorefrontAPI.MoneyV2,
                  'currencyCode' | 'amount'
                >;
              })
            | (Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'> & {
                discountedAmount: Pick<
                  StorefrontAPI.MoneyV2,
                  'currencyCode' | 'amount'
                >;
              })
            | (Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'> & {
                discountedAmount: Pick<
                  StorefrontAPI.MoneyV2,
                  'currencyCode' | 'amount'
                >;
              })
          >;
          merchandise: Pick<
            StorefrontAPI.ProductVariant,
            | 'id'
            | 'title'
            | 'sku'
            | 'availableForSale'
            | 'requiresShipping'
            | 'taxable'
            | 'weight'
            | 'weightUnit'
          > & {
            price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
            compareAtPrice?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
            >;
            selectedOptions: Array<
              Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
            >;
            image?: StorefrontAPI.Maybe<
              Pick<
                StorefrontAPI.Image,
                'id' | 'altText' | 'width' | 'height' | 'url'
              > & {
                thumbPng: StorefrontAPI.Image['url'];
                thumbWebp: StorefrontAPI.Image['url'];
                smallPng: StorefrontAPI.Image['url'];
                smallWebp: StorefrontAPI.Image['url'];
              }
            >;
            product: Pick<
              StorefrontAPI.Product,
              'id' | 'handle' | 'title' | 'productType' | 'vendor' | 'tags'
            > & {
              metafields: Array<
                StorefrontAPI.Maybe<
                  Pick<
                    StorefrontAPI.Metafield,
                    'namespace' | 'key' | 'type' | 'value'
                  >
                >
              >;
            };
            metafields: Array<
              StorefrontAPI.Maybe<
                Pick<
                  StorefrontAPI.Metafield,
                  'namespace' | 'key' | 'type' | 'value'
                >
              >
            >;
          };
          lineComponents: Array<
            Pick<StorefrontAPI.CartLine, 'id' | 'quantity'> & {
              attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
              cost: {
                amountPerQuantity: Pick<
                  StorefrontAPI.MoneyV2,
                  'currencyCode' | 'amount'
                >;
                compareAtAmountPerQuantity?: StorefrontAPI.Maybe<
                  Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
                >;
                subtotalAmount: Pick<
                  StorefrontAPI.MoneyV2,
                  'currencyCode' | 'amount'
                >;
                totalAmount: Pick<
                  StorefrontAPI.MoneyV2,
                  'currencyCode' | 'amount'
                >;
              };
              discountAllocations: Array<
                | (Pick<
                    StorefrontAPI.CartAutomaticDiscountAllocation,
                    'title'
                  > & {
                    discountedAmount: Pick<
                      StorefrontAPI.MoneyV2,
                      'currencyCode' | 'amount'
                    >;
                  })
                | (Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'> & {
                    discountedAmount: Pick<
                      StorefrontAPI.MoneyV2,
                      'currencyCode' | 'amount'
                    >;
                  })
                | (Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'> & {
                    discountedAmount: Pick<
                      StorefrontAPI.MoneyV2,
                      'currencyCode' | 'amount'
                    >;
                  })
              >;
              merchandise: Pick<
                StorefrontAPI.ProductVariant,
                | 'id'
                | 'title'
                | 'sku'
                | 'availableForSale'
                | 'requiresShipping'
                | 'taxable'
                | 'weight'
                | 'weightUnit'
              > & {
                price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
                compareAtPrice?: StorefrontAPI.Maybe<
                  Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
                >;
                selectedOptions: Array<
                  Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
                >;
                image?: StorefrontAPI.Maybe<
                  Pick<
                    StorefrontAPI.Image,
                    'id' | 'altText' | 'width' | 'height' | 'url'
                  > & {
                    thumbPng: StorefrontAPI.Image['url'];
                    thumbWebp: StorefrontAPI.Image['url'];
                    smallPng: StorefrontAPI.Image['url'];
                    smallWebp: StorefrontAPI.Image['url'];
                  }
                >;
                product: Pick<
                  StorefrontAPI.Product,
                  'id' | 'handle' | 'title' | 'productType' | 'vendor' | 'tags'
                > & {
                  metafields: Array<
                    StorefrontAPI.Maybe<
                      Pick<
                        StorefrontAPI.Metafield,
                        'namespace' | 'key' | 'type' | 'value'
                      >
                    >
                  >;
                };
                metafields: Array<
                  StorefrontAPI.Maybe<
                    Pick<
                      StorefrontAPI.Metafield,
                      'namespace' | 'key' | 'type' | 'value'
                    >
                  >
                >;
              };
            }
          >;
        })
    >;
  };
  attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
  buyerIdentity: Pick<StorefrontAPI.CartBuyerIdentity, 'countryCode' | 'email'>;
  cost: {
    subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
    totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
    totalTaxAmount?: StorefrontAPI.Maybe<
      Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
    >;
  };
  discountAllocations: Array<
    | (Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'> & {
        discountedAmount: Pick<
          StorefrontAPI.MoneyV2,
          'currencyCode' | 'amount'
        >;
      })
    | (Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'> & {
        discountedAmount: Pick<
          StorefrontAPI.MoneyV2,
          'currencyCode' | 'amount'
        >;
      })
    | (Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'> & {
        discountedAmount: Pick<
          StorefrontAPI.MoneyV2,
          'currencyCode' | 'amount'
        >;
      })
  >;
};

export type CartApiMutationFragment = Pick<
  StorefrontAPI.Cart,
  'id' | 'checkoutUrl' | 'createdAt' | 'updatedAt' | 'totalQuantity' | 'note'
> & {
  lines: {
    nodes: Array<
      | (Pick<StorefrontAPI.CartLine, 'id' | 'quantity'> & {
          attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
          cost: {
            amountPerQuantity: Pick<
              StorefrontAPI.MoneyV2,
              'currencyCode' | 'amount'
            >;
            compareAtAmountPerQuantity?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
            >;
            subtotalAmount: Pick<
              StorefrontAPI.MoneyV2,
              'currencyCode' | 'amount'
            >;
            totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
          };
          discountAllocations: Array<
            | (Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'> & {
                discountedAmount: Pick<
                  StorefrontAPI.MoneyV2,
                  'currencyCode' | 'amount'
                >;
              })
            | (Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'> & {
                discountedAmount: Pick<
                  StorefrontAPI.MoneyV2,
                  'currencyCode' | 'amount'
                >;
              })
            | (Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'> & {
                discountedAmount: Pick<
                  StorefrontAPI.MoneyV2,
                  'currencyCode' | 'amount'
                >;
              })
          >;
          merchandise: Pick<
            StorefrontAPI.ProductVariant,
            | 'id'
            | 'title'
            | 'sku'
            | 'availableForSale'
            | 'requiresShipping'
            | 'taxable'
            | 'weight'
            | 'weightUnit'
          > & {
            price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
            compareAtPrice?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
            >;
            selectedOptions: Array<
              Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
            >;
            image?: StorefrontAPI.Maybe<
              Pick<
                StorefrontAPI.Image,
                'id' | 'altText' | 'width' | 'height' | 'url'
              > & {
                thumbPng: StorefrontAPI.Image['url'];
                thumbWebp: StorefrontAPI.Image['url'];
                smallPng: StorefrontAPI.Image['url'];
                smallWebp: StorefrontAPI.Image['url'];
              }
            >;
            product: Pick<
              StorefrontAPI.Product,
              'id' | 'handle' | 'title' | 'productType' | 'vendor' | 'tags'
            > & {
              metafields: Array<
                StorefrontAPI.Maybe<
                  Pick<
                    StorefrontAPI.Metafield,
                    'namespace' | 'key' | 'type' | 'value'
                  >
                >
              >;
            };
            metafields: Array<
              StorefrontAPI.Maybe<
                Pick<
                  StorefrontAPI.Metafield,
                  'namespace' | 'key' | 'type' | 'value'
                >
              >
            >;
          };
        })
      | (Pick<StorefrontAPI.ComponentizableCartLine, 'id' | 'quantity'> & {
          attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
          cost: {
            amountPerQuantity: Pick<
              StorefrontAPI.MoneyV2,
              'currencyCode' | 'amount'
            >;
            compareAtAmountPerQuantity?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
            >;
            subtotalAmount: Pick<
              StorefrontAPI.MoneyV2,
              'currencyCode' | 'amount'
            >;
            totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
          };
          discountAllocations: Array<
            | (Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'> & {
                discountedAmount: Pick<
                  StorefrontAPI.MoneyV2,
                  'currencyCode' | 'amount'
                >;
              })
            | (Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'> & {
                discountedAmount: Pick<
                  StorefrontAPI.MoneyV2,
                  'currencyCode' | 'amount'
                >;
              })
            | (Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'> & {
                discountedAmount: Pick<
                  StorefrontAPI.MoneyV2,
                  'currencyCode' | 'amount'
                >;
              })
          >;
          merchandise: Pick<
            StorefrontAPI.ProductVariant,
            | 'id'
            | 'title'
            | 'sku'
            | 'availableForSale'
            | 'requiresShipping'
            | 'taxable'
            | 'weight'
            | 'weightUnit'
          > & {
            price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
            compareAtPrice?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
            >;
            selectedOptions: Array<
              Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
            >;
            image?: StorefrontAPI.Maybe<
              Pick<
                StorefrontAPI.Image,
                'id' | 'altText' | 'width' | 'height' | 'url'
              > & {
                thumbPng: StorefrontAPI.Image['url'];
                thumbWebp: StorefrontAPI.Image['url'];
                smallPng: StorefrontAPI.Image['url'];
                smallWebp: StorefrontAPI.Image['url'];
              }
            >;
            product: Pick<
              StorefrontAPI.Product,
              'id' | 'handle' | 'title' | 'productType' | 'vendor' | 'tags'
            > & {
              metafields: Array<
                StorefrontAPI.Maybe<
                  Pick<
                    StorefrontAPI.Metafield,
                    'namespace' | 'key' | 'type' | 'value'
                  >
                >
              >;
            };
            metafields: Array<
              StorefrontAPI.Maybe<
                Pick<
                  StorefrontAPI.Metafield,
                  'namespace' | 'key' | 'type' | 'value'
                >
              >
            >;
          };
          lineComponents: Array<
            Pick<StorefrontAPI.CartLine, 'id' | 'quantity'> & {
              attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
              cost: {
                amountPerQuantity: Pick<
                  StorefrontAPI.MoneyV2,
                  'currencyCode' | 'amount'
                >;
                compareAtAmountPerQuantity?: StorefrontAPI.Maybe<
                  Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
                >;
                subtotalAmount: Pick<
                  StorefrontAPI.MoneyV2,
                  'currencyCode' | 'amount'
                >;
                totalAmount: Pick<
                  StorefrontAPI.MoneyV2,
                  'currencyCode' | 'amount'
                >;
              };
              discountAllocations: Array<
                | (Pick<
                    StorefrontAPI.CartAutomaticDiscountAllocation,
                    'title'
                  > & {
                    discountedAmount: Pick<
                      StorefrontAPI.MoneyV2,
                      'currencyCode' | 'amount'
                    >;
                  })
                | (Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'> & {
                    discountedAmount: Pick<
                      StorefrontAPI.MoneyV2,
                      'currencyCode' | 'amount'
                    >;
                  })
                | (Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'> & {
                    discountedAmount: Pick<
                      StorefrontAPI.MoneyV2,
                      'currencyCode' | 'amount'
                    >;
                  })
              >;
              merchandise: Pick<
                StorefrontAPI.ProductVariant,
                | 'id'
                | 'title'
                | 'sku'
                | 'availableForSale'
                | 'requiresShipping'
                | 'taxable'
                | 'weight'
                | 'weightUnit'
              > & {
                price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
                compareAtPrice?: StorefrontAPI.Maybe<
                  Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
                >;
                selectedOptions: Array<
                  Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
                >;
                image?: StorefrontAPI.Maybe<
                  Pick<
                    StorefrontAPI.Image,
                    'id' | 'altText' | 'width' | 'height' | 'url'
                  > & {
                    thumbPng: StorefrontAPI.Image['url'];
                    thumbWebp: StorefrontAPI.Image['url'];
                    smallPng: StorefrontAPI.Image['url'];
                    smallWebp: StorefrontAPI.Image['url'];
                  }
                >;
                product: Pick<
                  StorefrontAPI.Product,
                  'id' | 'handle' | 'title' | 'productType' | 'vendor' | 'tags'
                > & {
                  metafields: Array<
                    StorefrontAPI.Maybe<
                      Pick<
                        StorefrontAPI.Metafield,
                        'namespace' | 'key' | 'type' | 'value'
                      >
                    >
                  >;
                };
                metafields: Array<
                  StorefrontAPI.Maybe<
                    Pick<
                      StorefrontAPI.Metafield,
                      'namespace' | 'key' | 'type' | 'value'
                    >
                  >
                >;
              };
            }
          >;
        })
    >;
  };
  attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
  buyerIdentity: Pick<StorefrontAPI.CartBuyerIdentity, 'countryCode' | 'email'>;
  cost: {
    subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
    totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
    totalTaxAmount?: StorefrontAPI.Maybe<
      Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
    >;
  };
  discountAllocations: Array<
    | (Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'> & {
        discountedAmount: Pick<
          StorefrontAPI.MoneyV2,
          'currencyCode' | 'amount'
        >;
      })
    | (Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'> & {
        discountedAmount: Pick<
          StorefrontAPI.MoneyV2,
          'currencyCode' | 'amount'
        >;
      })
    | (Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'> & {
        discountedAmount: Pick<
          StorefrontAPI.MoneyV2,
          'currencyCode' | 'amount'
        >;
      })
  >;
};

export type ShopperCartQueryVariables = StorefrontAPI.Exact<{
  cartId: StorefrontAPI.Scalars['ID']['input'];
  numCartLines?: StorefrontAPI.InputMaybe<
    StorefrontAPI.Scalars['Int']['input']
  >;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type ShopperCartQuery = {
  cart?: StorefrontAPI.Maybe<
    Pick<
      StorefrontAPI.Cart,
      | 'id'
      | 'checkoutUrl'
      | 'createdAt'
      | 'updatedAt'
      | 'totalQuantity'
      | 'note'
    > & {
      lines: {
        nodes: Array<
          | (Pick<StorefrontAPI.CartLine, 'id' | 'quantity'> & {
              attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
              cost: {
                amountPerQuantity: Pick<
                  StorefrontAPI.MoneyV2,
                  'currencyCode' | 'amount'
                >;
                compareAtAmountPerQuantity?: StorefrontAPI.Maybe<
                  Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
                >;
                subtotalAmount: Pick<
                  StorefrontAPI.MoneyV2,
                  'currencyCode' | 'amount'
                >;
                totalAmount: Pick<
                  StorefrontAPI.MoneyV2,
                  'currencyCode' | 'amount'
                >;
              };
              discountAllocations: Array<
                | (Pick<
                    StorefrontAPI.CartAutomaticDiscountAllocation,
                    'title'
                  > & {
                    discountedAmount: Pick<
                      StorefrontAPI.MoneyV2,
                      'currencyCode' | 'amount'
                    >;
                  })
                | (Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'> & {
                    discountedAmount: Pick<
                      StorefrontAPI.MoneyV2,
                      'currencyCode' | 'amount'
                    >;
                  })
                | (Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'> & {
                    discountedAmount: Pick<
                      StorefrontAPI.MoneyV2,
                      'currencyCode' | 'amount'
                    >;
                  })
              >;
              merchandise: Pick<
                StorefrontAPI.ProductVariant,
                | 'id'
                | 'title'
                | 'sku'
                | 'availableForSale'
                | 'requiresShipping'
                | 'taxable'
                | 'weight'
                | 'weightUnit'
              > & {
                price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
                compareAtPrice?: StorefrontAPI.Maybe<
                  Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
                >;
                selectedOptions: Array<
                  Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
                >;
                image?: StorefrontAPI.Maybe<
                  Pick<
                    StorefrontAPI.Image,
                    'id' | 'altText' | 'width' | 'height' | 'url'
                  > & {
                    thumbPng: StorefrontAPI.Image['url'];
                    thumbWebp: StorefrontAPI.Image['url'];
                    smallPng: StorefrontAPI.Image['url'];
                    smallWebp: StorefrontAPI.Image['url'];
                  }
                >;
                product: Pick<
                  StorefrontAPI.Product,
                  'id' | 'handle' | 'title' | 'productType' | 'vendor' | 'tags'
                > & {
                  metafields: Array<
                    StorefrontAPI.Maybe<
                      Pick<
                        StorefrontAPI.Metafield,
                        'namespace' | 'key' | 'type' | 'value'
                      >
                    >
                  >;
                };
                metafields: Array<
                  StorefrontAPI.Maybe<
                    Pick<
                      StorefrontAPI.Metafield,
                      'namespace' | 'key' | 'type' | 'value'
                    >
                  >
                >;
              };
            })
          | (Pick<StorefrontAPI.ComponentizableCartLine, 'id' | 'quantity'> & {
              attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
              cost: {
                amountPerQuantity: Pick<
                  StorefrontAPI.MoneyV2,
                  'currencyCode' | 'amount'
                >;
                compareAtAmountPerQuantity?: StorefrontAPI.Maybe<
                  Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
                >;
                subtotalAmount: Pick<
                  StorefrontAPI.MoneyV2,
                  'currencyCode' | 'amount'
                >;
                totalAmount: Pick<
                  StorefrontAPI.MoneyV2,
                  'currencyCode' | 'amount'
                >;
              };
              discountAllocations: Array<
                | (Pick<
                    StorefrontAPI.CartAutomaticDiscountAllocation,
                    'title'
                  > & {
                    discountedAmount: Pick<
                      StorefrontAPI.MoneyV2,
                      'currencyCode' | 'amount'
                    >;
                  })
                | (Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'> & {
                    discountedAmount: Pick<
                      StorefrontAPI.MoneyV2,
                      'currencyCode' | 'amount'
                    >;
                  })
                | (Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'> & {
                    discountedAmount: Pick<
                      StorefrontAPI.MoneyV2,
                      'currencyCode' | 'amount'
                    >;
                  })
              >;
              merchandise: Pick<
                StorefrontAPI.ProductVariant,
                | 'id'
                | 'title'
                | 'sku'
                | 'availableForSale'
                | 'requiresShipping'
                | 'taxable'
                | 'weight'
                | 'weightUnit'
              > & {
                price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
                compareAtPrice?: StorefrontAPI.Maybe<
                  Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
                >;
                selectedOptions: Array<
                  Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
                >;
                image?: StorefrontAPI.Maybe<
                  Pick<
                    StorefrontAPI.Image,
                    'id' | 'altText' | 'width' | 'height' | 'url'
                  > & {
                    thumbPng: StorefrontAPI.Image['url'];
                    thumbWebp: StorefrontAPI.Image['url'];
                    smallPng: StorefrontAPI.Image['url'];
                    smallWebp: StorefrontAPI.Image['url'];
                  }
                >;
                product: Pick<
                  StorefrontAPI.Product,
                  'id' | 'handle' | 'title' | 'productType' | 'vendor' | 'tags'
                > & {
                  metafields: Array<
                    StorefrontAPI.Maybe<
                      Pick<
                        StorefrontAPI.Metafield,
                        'namespace' | 'key' | 'type' | 'value'
                      >
                    >
                  >;
                };
                metafields: Array<
                  StorefrontAPI.Maybe<
                    Pick<
                      StorefrontAPI.Metafield,
                      'namespace' | 'key' | 'type' | 'value'
                    >
                  >
                >;
              };
              lineComponents: Array<
                Pick<StorefrontAPI.CartLine, 'id' | 'quantity'> & {
                  attributes: Array<
                    Pick<StorefrontAPI.Attribute, 'key' | 'value'>
                  >;
                  cost: {
                    amountPerQuantity: Pick<
                      StorefrontAPI.MoneyV2,
                      'currencyCode' | 'amount'
                    >;
                    compareAtAmountPerQuantity?: StorefrontAPI.Maybe<
                      Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
                    >;
                    subtotalAmount: Pick<
                      StorefrontAPI.MoneyV2,
                      'currencyCode' | 'amount'
                    >;
                    totalAmount: Pick<
                      StorefrontAPI.MoneyV2,
                      'currencyCode' | 'amount'
                    >;
                  };
                  discountAllocations: Array<
                    | (Pick<
                        StorefrontAPI.CartAutomaticDiscountAllocation,
                        'title'
                      > & {
                        discountedAmount: Pick<
                          StorefrontAPI.MoneyV2,
                          'currencyCode' | 'amount'
                        >;
                      })
                    | (Pick<
                        StorefrontAPI.CartCodeDiscountAllocation,
                        'code'
                      > & {
                        discountedAmount: Pick<
                          StorefrontAPI.MoneyV2,
                          'currencyCode' | 'amount'
                        >;
                      })
                    | (Pick<
                        StorefrontAPI.CartCustomDiscountAllocation,
                        'title'
                      > & {
                        discountedAmount: Pick<
                          StorefrontAPI.MoneyV2,
                          'currencyCode' | 'amount'
                        >;
                      })
                  >;
                  merchandise: Pick<
                    StorefrontAPI.ProductVariant,
                    | 'id'
                    | 'title'
                    | 'sku'
                    | 'availableForSale'
                    | 'requiresShipping'
                    | 'taxable'
                    | 'weight'
                    | 'weightUnit'
                  > & {
                    price: Pick<
                      StorefrontAPI.MoneyV2,
                      'currencyCode' | 'amount'
                    >;
                    compareAtPrice?: StorefrontAPI.Maybe<
                      Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
                    >;
                    selectedOptions: Array<
                      Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
                    >;
                    image?: StorefrontAPI.Maybe<
                      Pick<
                        StorefrontAPI.Image,
                        'id' | 'altText' | 'width' | 'height' | 'url'
                      > & {
                        thumbPng: StorefrontAPI.Image['url'];
                        thumbWebp: StorefrontAPI.Image['url'];
                        smallPng: StorefrontAPI.Image['url'];
                        smallWebp: StorefrontAPI.Image['url'];
                      }
                    >;
                    product: Pick<
                      StorefrontAPI.Product,
                      | 'id'
                      | 'handle'
                      | 'title'
                      | 'productType'
                      | 'vendor'
                      | 'tags'
                    > & {
                      metafields: Array<
                        StorefrontAPI.Maybe<
                          Pick<
                            StorefrontAPI.Metafield,
                            'namespace' | 'key' | 'type' | 'value'
                          >
                        >
                      >;
                    };
                    metafields: Array<
                      StorefrontAPI.Maybe<
                        Pick<
                          StorefrontAPI.Metafield,
                          'namespace' | 'key' | 'type' | 'value'
                        >
                      >
                    >;
                  };
                }
              >;
            })
        >;
      };
      attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
      buyerIdentity: Pick<
        StorefrontAPI.CartBuyerIdentity,
        'countryCode' | 'email'
      >;
      cost: {
        subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
        totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;
        totalTaxAmount?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>
        >;
      };
      discountAllocations: Array<
        | (Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'> & {
            discountedAmount: Pick<
              StorefrontAPI.MoneyV2,
              'currencyCode' | 'amount'
            >;
          })
        | (Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'> & {
            discountedAmount: Pick<
              StorefrontAPI.MoneyV2,
              'currencyCode' | 'amount'
            >;
          })
        | (Pick<StorefrontAPI.CartCustomDiscountAllocation, 'title'> & {
            discountedAmount: Pick<
              StorefrontAPI.MoneyV2,
              'currencyCode' | 'amount'
            >;
          })
      >;
    }
  >;
};

export type CollectionPageQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  first?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  last?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  after?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  before?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CollectionPageQuery = {
  collection?: StorefrontAPI.Maybe<
    Pick<
      StorefrontAPI.Collection,
      'id' | 'handle' | 'title' | 'description'
    > & {
      seo: Pick<StorefrontAPI.Seo, 'title' | 'description'>;
      image?: StorefrontAPI.Maybe<
        Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
      >;
      products: {
        nodes: Array<
          Pick<
            StorefrontAPI.Product,
            | 'id'
            | 'handle'
            | 'title'
            | 'vendor'
            | 'productType'
            | 'tags'
            | 'availableForSale'
          > & {
            featuredImage?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
            >;
            variants: {
              nodes: Array<
                Pick<
                  StorefrontAPI.ProductVariant,
                  'id' | 'availableForSale'
                > & {
                  price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
                  compareAtPrice?: StorefrontAPI.Maybe<
                    Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
                  >;
                }
              >;
            };
            metafields: Array<
              StorefrontAPI.Maybe<
                Pick<
                  StorefrontAPI.Metafield,
                  'namespace' | 'key' | 'type' | 'value'
                >
              >
            >;
          }
        >;
        pageInfo: Pick<
          StorefrontAPI.PageInfo,
          'hasNextPage' | 'hasPreviousPage' | 'startCursor' | 'endCursor'
        >;
      };
    }
  >;
};

export type CollectionSummaryQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CollectionSummaryQuery = {
  collection?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Collection, 'handle' | 'title' | 'description'> & {
      seo: Pick<StorefrontAPI.Seo, 'title' | 'description'>;
    }
  >;
};

export type VariantMetafieldsFragment = {
  metafields: Array<
    StorefrontAPI.Maybe<
      Pick<StorefrontAPI.Metafield, 'namespace' | 'key' | 'type' | 'value'>
    >
  >;
};

export type ProductMetafieldsFragment = {
  metafields: Array<
    StorefrontAPI.Maybe<
      Pick<StorefrontAPI.Metafield, 'namespace' | 'key' | 'type' | 'value'>
    >
  >;
};

export type ProductTileFragment = Pick<
  StorefrontAPI.Product,
  | 'id'
  | 'handle'
  | 'title'
  | 'vendor'
  | 'productType'
  | 'tags'
  | 'availableForSale'
> & {
  featuredImage?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
  >;
  variants: {
    nodes: Array<
      Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale'> & {
        price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
        compareAtPrice?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
        >;
      }
    >;
  };
  metafields: Array<
    StorefrontAPI.Maybe<
      Pick<StorefrontAPI.Metafield, 'namespace' | 'key' | 'type' | 'value'>
    >
  >;
};

export type ProductDetailQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type ProductDetailQuery = {
  product?: StorefrontAPI.Maybe<
    Pick<
      StorefrontAPI.Product,
      | 'id'
      | 'handle'
      | 'title'
      | 'vendor'
      | 'productType'
      | 'tags'
      | 'description'
      | 'descriptionHtml'
    > & {
      seo: Pick<StorefrontAPI.Seo, 'title' | 'description'>;
      images: {
        nodes: Array<
          Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
        >;
      };
      media: {
        nodes: Array<
          Pick<StorefrontAPI.Model3d, 'id' | 'alt'> & {
            previewImage?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
            >;
            sources: Array<
              Pick<
                StorefrontAPI.Model3dSource,
                'url' | 'mimeType' | 'format' | 'filesize'
              >
            >;
          }
        >;
      };
      options: Array<
        Pick<StorefrontAPI.ProductOption, 'name'> & {
          optionValues: Array<Pick<StorefrontAPI.ProductOptionValue, 'name'>>;
        }
      >;
      variants: {
        nodes: Array<
          Pick<
            StorefrontAPI.ProductVariant,
            'id' | 'title' | 'sku' | 'availableForSale'
          > & {
            price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
            compareAtPrice?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
            >;
            selectedOptions: Array<
              Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
            >;
            image?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
            >;
            metafields: Array<
              StorefrontAPI.Maybe<
                Pick<
                  StorefrontAPI.Metafield,
                  'namespace' | 'key' | 'type' | 'value'
                >
              >
            >;
          }
        >;
      };
      metafields: Array<
        StorefrontAPI.Maybe<
          Pick<StorefrontAPI.Metafield, 'namespace' | 'key' | 'type' | 'value'>
        >
      >;
    }
  >;
};

export type ProductTilesQueryVariables = StorefrontAPI.Exact<{
  query: StorefrontAPI.Scalars['String']['input'];
  first: StorefrontAPI.Scalars['Int']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type ProductTilesQuery = {
  products: {
    nodes: Array<
      Pick<
        StorefrontAPI.Product,
        | 'id'
        | 'handle'
        | 'title'
        | 'vendor'
        | 'productType'
        | 'tags'
        | 'availableForSale'
      > & {
        featuredImage?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
        >;
        variants: {
          nodes: Array<
            Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale'> & {
              price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
              compareAtPrice?: StorefrontAPI.Maybe<
                Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
              >;
            }
          >;
        };
        metafields: Array<
          StorefrontAPI.Maybe<
            Pick<
              StorefrontAPI.Metafield,
              'namespace' | 'key' | 'type' | 'value'
            >
          >
        >;
      }
    >;
  };
};

export type VariantTilesQueryVariables = StorefrontAPI.Exact<{
  ids:
    | Array<StorefrontAPI.Scalars['ID']['input']>
    | StorefrontAPI.Scalars['ID']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type VariantTilesQuery = {
  nodes: Array<
    StorefrontAPI.Maybe<
      Pick<StorefrontAPI.ProductVariant, 'id'> & {
        product: Pick<
          StorefrontAPI.Product,
          | 'id'
          | 'handle'
          | 'title'
          | 'vendor'
          | 'productType'
          | 'tags'
          | 'availableForSale'
        > & {
          featuredImage?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
          >;
          variants: {
            nodes: Array<
              Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale'> & {
                price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
                compareAtPrice?: StorefrontAPI.Maybe<
                  Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
                >;
              }
            >;
          };
          metafields: Array<
            StorefrontAPI.Maybe<
              Pick<
                StorefrontAPI.Metafield,
                'namespace' | 'key' | 'type' | 'value'
              >
            >
          >;
        };
      }
    >
  >;
};

export type VariantProductsQueryVariables = StorefrontAPI.Exact<{
  ids:
    | Array<StorefrontAPI.Scalars['ID']['input']>
    | StorefrontAPI.Scalars['ID']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type VariantProductsQuery = {
  nodes: Array<
    StorefrontAPI.Maybe<
      Pick<StorefrontAPI.ProductVariant, 'id'> & {
        product: Pick<StorefrontAPI.Product, 'handle' | 'tags'>;
      }
    >
  >;
};

export type WishlistVariantFragment = Pick<
  StorefrontAPI.ProductVariant,
  'id' | 'title' | 'sku' | 'availableForSale'
> & {
  price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
  compareAtPrice?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
  >;
  image?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
  >;
  selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>;
  product: Pick<
    StorefrontAPI.Product,
    'id' | 'handle' | 'title' | 'vendor' | 'productType' | 'tags'
  > & {
    featuredImage?: StorefrontAPI.Maybe<
      Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
    >;
    variants: {
      nodes: Array<
        Pick<
          StorefrontAPI.ProductVariant,
          'id' | 'title' | 'availableForSale'
        > & {
          price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
          selectedOptions: Array<
            Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
          >;
        }
      >;
    };
    metafields: Array<
      StorefrontAPI.Maybe<
        Pick<StorefrontAPI.Metafield, 'namespace' | 'key' | 'type' | 'value'>
      >
    >;
  };
};

export type WishlistVariantsQueryVariables = StorefrontAPI.Exact<{
  ids:
    | Array<StorefrontAPI.Scalars['ID']['input']>
    | StorefrontAPI.Scalars['ID']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type WishlistVariantsQuery = {
  nodes: Array<
    StorefrontAPI.Maybe<
      Pick<
        StorefrontAPI.ProductVariant,
        'id' | 'title' | 'sku' | 'availableForSale'
      > & {
        price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
        compareAtPrice?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
        >;
        image?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
        >;
        selectedOptions: Array<
          Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
        >;
        product: Pick<
          StorefrontAPI.Product,
          'id' | 'handle' | 'title' | 'vendor' | 'productType' | 'tags'
        > & {
          featuredImage?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
          >;
          variants: {
            nodes: Array<
              Pick<
                StorefrontAPI.ProductVariant,
                'id' | 'title' | 'availableForSale'
              > & {
                price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
                selectedOptions: Array<
                  Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
                >;
              }
            >;
          };
          metafields: Array<
            StorefrontAPI.Maybe<
              Pick<
                StorefrontAPI.Metafield,
                'namespace' | 'key' | 'type' | 'value'
              >
            >
          >;
        };
      }
    >
  >;
};

interface GeneratedQueryTypes {
  '#graphql\n  query BagSettings(\n    $assemblyHandle: String!\n    $donationHandle: String!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    shop {\n      metafields(\n        identifiers: [\n          {namespace: "dreamhaus", key: "deliveryservice"}\n          {namespace: "dreamhaus", key: "membership_discount"}\n          {namespace: "dreamhaus", key: "cart_default_message"}\n          {namespace: "dreamhaus", key: "cart_wa_message"}\n          {namespace: "dreamhaus", key: "cart_sa_message"}\n          {namespace: "dreamhaus", key: "cart_vic_message"}\n          {namespace: "dreamhaus", key: "cart_nsw_message"}\n          {namespace: "dreamhaus", key: "cart_qld_message"}\n          {namespace: "dreamhaus", key: "cart_postcode_default_message"}\n          {namespace: "dreamhaus", key: "cart_postcode_wa_message"}\n          {namespace: "dreamhaus", key: "cart_postcode_sa_message"}\n          {namespace: "dreamhaus", key: "cart_postcode_vic_message"}\n          {namespace: "dreamhaus", key: "cart_postcode_nsw_message"}\n          {namespace: "dreamhaus", key: "cart_postcode_qld_message"}\n        ]\n      ) {\n        key\n        type\n        value\n      }\n    }\n    assembly: product(handle: $assemblyHandle) {\n      variants(first: 50) {\n        nodes {\n          ...ServiceVariant\n        }\n      }\n    }\n    donation: product(handle: $donationHandle) {\n      variants(first: 50) {\n        nodes {\n          ...ServiceVariant\n        }\n      }\n    }\n  }\n  fragment ServiceVariant on ProductVariant {\n    id\n    sku\n    title\n    availableForSale\n    price {\n      amount\n    }\n  }\n': {
    return: BagSettingsQuery;
    variables: BagSettingsQueryVariables;
  };
  '#graphql\n  query ShopperCart($cartId: ID!, $numCartLines: Int = 250, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    cart(id: $cartId) {\n      ...CartApiQuery\n    }\n  }\n  #graphql\n  fragment CartApiQuery on Cart {\n    ...CartFields\n    lines(first: $numCartLines) {\n      nodes {\n        ...CartLine\n        ...CartLineComponents\n      }\n    }\n  }\n  #graphql\n  fragment CartMoney on MoneyV2 {\n    currencyCode\n    amount\n  }\n  fragment CartLineVariant on ProductVariant {\n    id\n    title\n    sku\n    availableForSale\n    requiresShipping\n    taxable\n    weight\n    weightUnit\n    price {\n      ...CartMoney\n    }\n    compareAtPrice {\n      ...CartMoney\n    }\n    selectedOptions {\n      name\n      value\n    }\n    image {\n      id\n      altText\n      width\n      height\n      url\n      thumbPng: url(transform: {maxWidth: 60, maxHeight: 60, crop: TOP, preferredContentType: PNG})\n      thumbWebp: url(transform: {maxWidth: 60, maxHeight: 60, crop: TOP, preferredContentType: WEBP})\n      smallPng: url(transform: {maxWidth: 160, preferredContentType: PNG})\n      smallWebp: url(transform: {maxWidth: 160, preferredContentType: WEBP})\n    }\n    ...VariantMetafields\n    product {\n      id\n      handle\n      title\n      productType\n      vendor\n      tags\n      ...ProductMetafields\n    }\n  }\n  fragment CartLineDiscount on CartDiscountAllocation {\n    discountedAmount {\n      ...CartMoney\n    }\n    ... on CartAutomaticDiscountAllocation {\n      title\n    }\n    ... on CartCustomDiscountAllocation {\n      title\n    }\n    ... on CartCodeDiscountAllocation {\n      code\n    }\n  }\n  fragment CartLine on BaseCartLine {\n    id\n    quantity\n    attributes {\n      key\n      value\n    }\n    cost {\n      amountPerQuantity {\n        ...CartMoney\n      }\n      compareAtAmountPerQuantity {\n        ...CartMoney\n      }\n      subtotalAmount {\n        ...CartMoney\n      }\n      totalAmount {\n        ...CartMoney\n      }\n    }\n    discountAllocations {\n      ...CartLineDiscount\n    }\n    merchandise {\n      ... on ProductVariant {\n        ...CartLineVariant\n      }\n    }\n  }\n  fragment CartLineComponents on ComponentizableCartLine {\n    lineComponents {\n      ...CartLine\n    }\n  }\n  fragment CartFields on Cart {\n    id\n    checkoutUrl\n    createdAt\n    updatedAt\n    totalQuantity\n    note\n    attributes {\n      key\n      value\n    }\n    buyerIdentity {\n      countryCode\n      email\n    }\n    cost {\n      subtotalAmount {\n        ...CartMoney\n      }\n      totalAmount {\n        ...CartMoney\n      }\n      totalTaxAmount {\n        ...CartMoney\n      }\n    }\n    discountAllocations {\n      ...CartLineDiscount\n    }\n  }\n  #graphql\n  fragment VariantMetafields on ProductVariant {\n    metafields(\n      identifiers: [\n        {namespace: "dreamhaus", key: "lead_time_text"}\n        {namespace: "dreamhaus", key: "assembly_required"}\n        {namespace: "dreamhaus", key: "assembly_sku"}\n        {namespace: "dreamhaus", key: "quickship"}\n        {namespace: "dreamhaus", key: "bonus_variant_id"}\n        {namespace: "dreamhaus", key: "bonus_product"}\n        {namespace: "custom", key: "price_adjustments"}\n      ]\n    ) {\n      namespace\n      key\n      type\n      value\n    }\n  }\n\n  #graphql\n  fragment ProductMetafields on Product {\n    metafields(\n      identifiers: [\n        {namespace: "dreamhaus", key: "product_campaign_badge_title"}\n        {namespace: "dreamhaus", key: "product_campaign_badge_color"}\n        {namespace: "dreamhaus", key: "brand_list"}\n      ]\n    ) {\n      namespace\n      key\n      type\n      value\n    }\n  }\n\n\n\n': {
    return: ShopperCartQuery;
    variables: ShopperCartQueryVariables;
  };
  '#graphql\n  query CollectionPage(\n    $handle: String!\n    $first: Int\n    $last: Int\n    $after: String\n    $before: String\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    collection(handle: $handle) {\n      id\n      handle\n      title\n      description\n      seo {\n        title\n        description\n      }\n      image {\n        url\n        altText\n        width\n        height\n      }\n      products(first: $first, last: $last, after: $after, before: $before) {\n        nodes {\n          ...ProductTile\n        }\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n          startCursor\n          endCursor\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ProductTile on Product {\n    id\n    handle\n    title\n    vendor\n    productType\n    tags\n    availableForSale\n    featuredImage {\n      url\n      altText\n      width\n      height\n    }\n    # The tile prices what can be bought: its "From" is the cheapest variant for sale, and its compare-at is\n    # that variant\'s own. Shopify\'s priceRange counts sold-out variants too (a "From" nobody can pay).\n    variants(first: 50) {\n      nodes {\n        id\n        availableForSale\n        price {\n          amount\n          currencyCode\n        }\n        compareAtPrice {\n          amount\n          currencyCode\n        }\n      }\n    }\n    ...ProductMetafields\n  }\n  #graphql\n  fragment ProductMetafields on Product {\n    metafields(\n      identifiers: [\n        {namespace: "dreamhaus", key: "product_campaign_badge_title"}\n        {namespace: "dreamhaus", key: "product_campaign_badge_color"}\n        {namespace: "dreamhaus", key: "brand_list"}\n      ]\n    ) {\n      namespace\n      key\n      type\n      value\n    }\n  }\n\n\n': {
    return: CollectionPageQuery;
    variables: CollectionPageQueryVariables;
  };
  '#graphql\n  query CollectionSummary($handle: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    collection(handle: $handle) {\n      handle\n      title\n      description\n      seo {\n        title\n        description\n      }\n    }\n  }\n': {
    return: CollectionSummaryQuery;
    variables: CollectionSummaryQueryVariables;
  };
  '#graphql\n  query ProductDetail($handle: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    product(handle: $handle) {\n      id\n      handle\n      title\n      vendor\n      productType\n      tags\n      description\n      descriptionHtml\n      seo {\n        title\n        description\n      }\n      images(first: 10) {\n        nodes {\n          url\n          altText\n          width\n          height\n        }\n      }\n      media(first: 20) {\n        nodes {\n          ... on Model3d {\n            id\n            alt\n            previewImage {\n              url\n              altText\n              width\n              height\n            }\n            sources {\n              url\n              mimeType\n              format\n              filesize\n            }\n          }\n        }\n      }\n      options {\n        name\n        optionValues {\n          name\n        }\n      }\n      variants(first: 250) {\n        nodes {\n          id\n          title\n          sku\n          availableForSale\n          price {\n            amount\n            currencyCode\n          }\n          compareAtPrice {\n            amount\n            currencyCode\n          }\n          selectedOptions {\n            name\n            value\n          }\n          image {\n            url\n            altText\n            width\n            height\n          }\n          ...VariantMetafields\n        }\n      }\n      ...ProductMetafields\n    }\n  }\n  #graphql\n  fragment VariantMetafields on ProductVariant {\n    metafields(\n      identifiers: [\n        {namespace: "dreamhaus", key: "lead_time_text"}\n        {namespace: "dreamhaus", key: "assembly_required"}\n        {namespace: "dreamhaus", key: "assembly_sku"}\n        {namespace: "dreamhaus", key: "quickship"}\n        {namespace: "dreamhaus", key: "bonus_variant_id"}\n        {namespace: "dreamhaus", key: "bonus_product"}\n        {namespace: "custom", key: "price_adjustments"}\n      ]\n    ) {\n      namespace\n      key\n      type\n      value\n    }\n  }\n\n  #graphql\n  fragment ProductMetafields on Product {\n    metafields(\n      identifiers: [\n        {namespace: "dreamhaus", key: "product_campaign_badge_title"}\n        {namespace: "dreamhaus", key: "product_campaign_badge_color"}\n        {namespace: "dreamhaus", key: "brand_list"}\n      ]\n    ) {\n      namespace\n      key\n      type\n      value\n    }\n  }\n\n': {
    return: ProductDetailQuery;
    variables: ProductDetailQueryVariables;
  };
  '#graphql\n  query ProductTiles($query: String!, $first: Int!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    products(first: $first, query: $query) {\n      nodes {\n        ...ProductTile\n      }\n    }\n  }\n  #graphql\n  fragment ProductTile on Product {\n    id\n    handle\n    title\n    vendor\n    productType\n    tags\n    availableForSale\n    featuredImage {\n      url\n      altText\n      width\n      height\n    }\n    # The tile prices what can be bought: its "From" is the cheapest variant for sale, and its compare-at is\n    # that variant\'s own. Shopify\'s priceRange counts sold-out variants too (a "From" nobody can pay).\n    variants(first: 50) {\n      nodes {\n        id\n        availableForSale\n        price {\n          amount\n          currencyCode\n        }\n        compareAtPrice {\n          amount\n          currencyCode\n        }\n      }\n    }\n    ...ProductMetafields\n  }\n  #graphql\n  fragment ProductMetafields on Product {\n    metafields(\n      identifiers: [\n        {namespace: "dreamhaus", key: "product_campaign_badge_title"}\n        {namespace: "dreamhaus", key: "product_campaign_badge_color"}\n        {namespace: "dreamhaus", key: "brand_list"}\n      ]\n    ) {\n      namespace\n      key\n      type\n      value\n    }\n  }\n\n\n': {
    return: ProductTilesQuery;
    variables: ProductTilesQueryVariables;
  };
  '#graphql\n  query VariantTiles($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    nodes(ids: $ids) {\n      ... on ProductVariant {\n        id\n        product {\n          ...ProductTile\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ProductTile on Product {\n    id\n    handle\n    title\n    vendor\n    productType\n    tags\n    availableForSale\n    featuredImage {\n      url\n      altText\n      width\n      height\n    }\n    # The tile prices what can be bought: its "From" is the cheapest variant for sale, and its compare-at is\n    # that variant\'s own. Shopify\'s priceRange counts sold-out variants too (a "From" nobody can pay).\n    variants(first: 50) {\n      nodes {\n        id\n        availableForSale\n        price {\n          amount\n          currencyCode\n        }\n        compareAtPrice {\n          amount\n          currencyCode\n        }\n      }\n    }\n    ...ProductMetafields\n  }\n  #graphql\n  fragment ProductMetafields on Product {\n    metafields(\n      identifiers: [\n        {namespace: "dreamhaus", key: "product_campaign_badge_title"}\n        {namespace: "dreamhaus", key: "product_campaign_badge_color"}\n        {namespace: "dreamhaus", key: "brand_list"}\n      ]\n    ) {\n      namespace\n      key\n      type\n      value\n    }\n  }\n\n\n': {
    return: VariantTilesQuery;
    variables: VariantTilesQueryVariables;
  };
  '#graphql\n  query VariantProducts($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    nodes(ids: $ids) {\n      ... on ProductVariant {\n        id\n        product {\n          handle\n          tags\n        }\n      }\n    }\n  }\n': {
    return: VariantProductsQuery;
    variables: VariantProductsQueryVariables;
  };
  '#graphql\n  fragment WishlistVariant on ProductVariant {\n    id\n    title\n    sku\n    availableForSale\n    price {\n      amount\n      currencyCode\n    }\n    compareAtPrice {\n      amount\n      currencyCode\n    }\n    image {\n      url\n      altText\n      width\n      height\n    }\n    selectedOptions {\n      name\n      value\n    }\n    product {\n      id\n      handle\n      title\n      vendor\n      productType\n      tags\n      featuredImage {\n        url\n        altText\n        width\n        height\n      }\n      variants(first: 100) {\n        nodes {\n          id\n          title\n          availableForSale\n          price {\n            amount\n            currencyCode\n          }\n          selectedOptions {\n            name\n            value\n          }\n        }\n      }\n      ...ProductMetafields\n    }\n  }\n  query WishlistVariants($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    nodes(ids: $ids) {\n      ...WishlistVariant\n    }\n  }\n  #graphql\n  fragment ProductMetafields on Product {\n    metafields(\n      identifiers: [\n        {namespace: "dreamhaus", key: "product_campaign_badge_title"}\n        {namespace: "dreamhaus", key: "product_campaign_badge_color"}\n        {namespace: "dreamhaus", key: "brand_list"}\n      ]\n    ) {\n      namespace\n      key\n      type\n      value\n    }\n  }\n\n': {
    return: WishlistVariantsQuery;
    variables: WishlistVariantsQueryVariables;
  };
}

interface GeneratedMutationTypes {}

declare module '@shopify/hydrogen' {
  interface StorefrontQueries extends GeneratedQueryTypes {}
  interface StorefrontMutations extends GeneratedMutationTypes {}
}
