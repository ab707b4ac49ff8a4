import type {FixtureMetafield} from '../fixtures/types';
import {gid, stableNumericId} from './ids';

/** A Storefront API `Metafield`. References are not modelled: `reference` is always null. */
export class MetafieldObject {
  readonly __typename = 'Metafield';
  readonly description = null;
  readonly reference = null;
  readonly references = null;

  constructor(
    private readonly fixture: FixtureMetafield,
    private readonly ownerGid: string,
    /** The owning Product, ProductVariant, Shop... object (`parentResource`). */
    readonly parentResource: unknown,
    private readonly timestamp: string,
  ) {}

  get id(): string {
    return gid('Metafield', stableNumericId(`${this.ownerGid}/${this.fixture.namespace}.${this.fixture.key}`));
  }
  get namespace(): string {
    return this.fixture.namespace;
  }
  get key(): string {
    return this.fixture.key;
  }
  get value(): string {
    return this.fixture.value;
  }
  get type(): string {
    return this.fixture.type;
  }
  get createdAt(): string {
    return this.timestamp;
  }
  get updatedAt(): string {
    return this.timestamp;
  }
}

export interface MetafieldIdentifier {
  namespace?: string | null;
  key: string;
}

/**
 * `metafield(namespace, key)` and `metafields(identifiers)` for any HasMetafields
 * type. A missing namespace means the calling app's reserved namespace, which the
 * demo data never uses, so it matches nothing.
 */
export class MetafieldSet {
  constructor(
    private readonly fixtures: readonly FixtureMetafield[],
    private readonly ownerGid: string,
    private readonly owner: unknown,
    private readonly timestamp: string,
  ) {}

  find({namespace, key}: MetafieldIdentifier): MetafieldObject | null {
    const fixture = this.fixtures.find((field) => field.namespace === namespace && field.key === key);
    return fixture ? new MetafieldObject(fixture, this.ownerGid, this.owner, this.timestamp) : null;
  }

  findAll(identifiers: readonly MetafieldIdentifier[]): (MetafieldObject | null)[] {
    return identifiers.map((identifier) => this.find(identifier));
  }
}
