import {paginate, emptyConnection, type ConnectionArgs} from './connection';
import {
  customerAddressGid,
  customerGid,
  displayNameOf,
  formatAddress,
  type CustomerAddressRecord,
  type CustomerRecord,
} from './customer-model';

/** A Storefront API `MailingAddress` of a customer. */
export class MailingAddressObject {
  readonly __typename = 'MailingAddress';
  readonly latitude = null;
  readonly longitude = null;

  constructor(readonly record: CustomerAddressRecord) {}

  get id(): string {
    return customerAddressGid(this.record);
  }
  get address1() {
    return this.record.address1;
  }
  get address2() {
    return this.record.address2;
  }
  get city() {
    return this.record.city;
  }
  get company() {
    return this.record.company;
  }
  get country() {
    return this.record.country;
  }
  get countryCode() {
    return this.record.countryCode;
  }
  get countryCodeV2() {
    return this.record.countryCode;
  }
  get firstName() {
    return this.record.firstName;
  }
  get lastName() {
    return this.record.lastName;
  }
  get name(): string | null {
    return [this.record.firstName, this.record.lastName].filter(Boolean).join(' ') || null;
  }
  get phone() {
    return this.record.phone;
  }
  get province() {
    return this.record.province;
  }
  get provinceCode() {
    return this.record.provinceCode;
  }
  get zip() {
    return this.record.zip;
  }
  get formattedArea(): string | null {
    return [this.record.city, this.record.province, this.record.country].filter(Boolean).join(', ') || null;
  }
  formatted({withName = false, withCompany = true}: {withName?: boolean; withCompany?: boolean}): string[] {
    return formatAddress(this.record, {withName, withCompany});
  }
}

/** A Storefront API `Customer` (classic accounts). The demo shop has taken no orders from anyone. */
export class CustomerObject {
  readonly __typename = 'Customer';
  readonly numberOfOrders = '0';

  constructor(readonly record: CustomerRecord) {}

  get id(): string {
    return customerGid(this.record);
  }
  get email() {
    return this.record.email;
  }
  get firstName() {
    return this.record.firstName;
  }
  get lastName() {
    return this.record.lastName;
  }
  get displayName(): string {
    return displayNameOf(this.record);
  }
  get phone() {
    return this.record.phone;
  }
  get acceptsMarketing() {
    return this.record.acceptsMarketing;
  }
  get createdAt() {
    return this.record.createdAt;
  }
  get updatedAt() {
    return this.record.updatedAt;
  }
  get tags() {
    return this.record.tags;
  }
  get defaultAddress(): MailingAddressObject | null {
    const address = this.record.addresses.find((candidate) => candidate.id === this.record.defaultAddressId);
    return address ? new MailingAddressObject(address) : null;
  }
  addresses(args: ConnectionArgs) {
    const addresses = this.record.addresses.map((address) => new MailingAddressObject(address));
    return paginate(addresses, (address) => address.record.id, args);
  }
  orders(args: ConnectionArgs) {
    // Same argument checks as every connection, over no orders.
    paginate([], () => 0, args);
    return {...emptyConnection(), totalCount: '0'};
  }
  metafield(): null {
    return null;
  }
  metafields({identifiers}: {identifiers: unknown[]}): null[] {
    return identifiers.map(() => null);
  }
}
