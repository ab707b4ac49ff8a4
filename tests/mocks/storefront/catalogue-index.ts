import type {
  FixtureCatalogue,
  FixtureCollection,
  FixtureProduct,
  FixtureVariant,
} from '../fixtures/types';

/** Lookups over the fixture catalogue, built once per store. */
export interface CatalogueIndex {
  catalogue: FixtureCatalogue;
  productById: Map<number, FixtureProduct>;
  productByHandle: Map<string, FixtureProduct>;
  variantById: Map<number, {variant: FixtureVariant; product: FixtureProduct}>;
  collectionById: Map<number, FixtureCollection>;
  collectionByHandle: Map<string, FixtureCollection>;
  /** Products of each collection, in the collection's display order. */
  productsOfCollection: Map<number, FixtureProduct[]>;
  collectionsOfProduct: Map<number, FixtureCollection[]>;
  /** Everything but hidden products (assembly service, donation, gifts), in catalogue order. */
  listedProducts: FixtureProduct[];
}

function addUnique<K, V>(map: Map<K, V>, key: K, value: V, what: string): void {
  if (map.has(key)) throw new Error(`Fixture catalogue has a duplicate ${what}: ${String(key)}`);
  map.set(key, value);
}

/** Indexes the catalogue and fails loudly on fixture mistakes (duplicate ids, unknown handles). */
export function indexCatalogue(catalogue: FixtureCatalogue): CatalogueIndex {
  const productById = new Map<number, FixtureProduct>();
  const productByHandle = new Map<string, FixtureProduct>();
  const variantById = new Map<number, {variant: FixtureVariant; product: FixtureProduct}>();
  for (const product of catalogue.products) {
    addUnique(productById, product.id, product, 'product id');
    addUnique(productByHandle, product.handle, product, 'product handle');
    for (const variant of product.variants) {
      addUnique(variantById, variant.id, {variant, product}, 'variant id');
    }
  }

  const collectionById = new Map<number, FixtureCollection>();
  const collectionByHandle = new Map<string, FixtureCollection>();
  const productsOfCollection = new Map<number, FixtureProduct[]>();
  const collectionsOfProduct = new Map<number, FixtureCollection[]>();
  for (const collection of catalogue.collections) {
    addUnique(collectionById, collection.id, collection, 'collection id');
    addUnique(collectionByHandle, collection.handle, collection, 'collection handle');
    const products = collection.productHandles.map((handle) => {
      const product = productByHandle.get(handle);
      if (!product) throw new Error(`Collection ${collection.handle} lists an unknown product: ${handle}`);
      collectionsOfProduct.set(product.id, [...(collectionsOfProduct.get(product.id) ?? []), collection]);
      return product;
    });
    productsOfCollection.set(collection.id, products);
  }

  return {
    catalogue,
    productById,
    productByHandle,
    variantById,
    collectionById,
    collectionByHandle,
    productsOfCollection,
    collectionsOfProduct,
    listedProducts: catalogue.products.filter((product) => !product.hiddenFromListings),
  };
}
