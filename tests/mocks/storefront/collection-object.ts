import type {FixtureCollection} from '../fixtures/types';
import type {CatalogueIndex} from './catalogue-index';
import type {ConnectionArgs} from './connection';
import {gid} from './ids';
import {ImageObject} from './image-object';
import type {MetafieldIdentifier} from './metafield-object';
import {
  productConnection,
  productFilterPredicate,
  sortProducts,
  type ProductConnection,
  type ProductFilterInput,
} from './product-listing';
import {descriptionToHtml, truncateDescription} from './product-objects';

/** When a collection has no products to date it by. */
const CATALOGUE_EPOCH = '2024-01-01T00:00:00Z';

/** A Storefront API `Collection`. The fixtures carry no collection metafields. */
export class CollectionObject {
  readonly __typename = 'Collection';
  readonly trackingParameters = null;

  constructor(
    readonly fixture: FixtureCollection,
    private readonly catalogue: CatalogueIndex,
  ) {}

  get id(): string {
    return gid('Collection', this.fixture.id);
  }
  get handle(): string {
    return this.fixture.handle;
  }
  get title(): string {
    return this.fixture.title;
  }
  description({truncateAt}: {truncateAt?: number | null}): string {
    return truncateDescription(this.fixture.description, truncateAt);
  }
  get descriptionHtml(): string {
    return descriptionToHtml(this.fixture.description);
  }
  get image(): ImageObject | null {
    return this.fixture.image ? new ImageObject(this.fixture.image, 'CollectionImage') : null;
  }
  get seo(): {title: string; description: string | null} {
    return {title: this.fixture.title, description: truncateDescription(this.fixture.description, 320) || null};
  }
  get onlineStoreUrl(): string {
    return `${this.catalogue.catalogue.shop.primaryDomainUrl.replace(/\/$/, '')}/collections/${this.fixture.handle}`;
  }
  get updatedAt(): string {
    const dates = (this.catalogue.productsOfCollection.get(this.fixture.id) ?? []).map((product) => product.createdAt);
    return dates.sort().at(-1) ?? CATALOGUE_EPOCH;
  }

  products(
    args: ConnectionArgs & {sortKey?: string | null; filters?: ProductFilterInput[] | null},
  ): ProductConnection {
    const members = this.catalogue.productsOfCollection.get(this.fixture.id) ?? [];
    const filtered = members.filter(productFilterPredicate(args.filters));
    return productConnection(sortProducts(filtered, args.sortKey), args, this.catalogue);
  }

  metafield(_identifier: MetafieldIdentifier): null {
    return null;
  }
  metafields({identifiers}: {identifiers: MetafieldIdentifier[]}): null[] {
    return identifiers.map(() => null);
  }
}
