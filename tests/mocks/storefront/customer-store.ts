import {randomBytes} from 'node:crypto';
import type {FixtureCustomer} from '../fixtures/customers';
import {hashPassword, isTokenLive, verifyPassword, type CustomerRecord} from './customer-model';
import {seedCustomer, type CustomerEmail, type CustomerOperationEnv} from './customer-operations';
import {DebouncedJsonFile} from './json-file';

const FILE_VERSION = 1;
/** Ids the store hands out start here (fixture ids and seeded address ids sit below). */
const FIRST_RUNTIME_ID = 9_200_000_000;
const SEED_ADDRESS_IDS = 9_100_000_000;

interface CustomerFile {
  version: number;
  customers: CustomerRecord[];
}

/** An account e-mail the stand-in "sent" (Shopify sends these itself), newest last. */
export interface SentCustomerEmail extends CustomerEmail {
  sentAt: string;
}

/**
 * Customer accounts by id, in memory, seeded with the demo accounts. Like the
 * carts, with a persist file they are loaded from it (or seeded into a new
 * one) and written back after every change.
 */
export class CustomerStore {
  private readonly customers = new Map<number, CustomerRecord>();
  private readonly file = new DebouncedJsonFile((): CustomerFile => ({version: FILE_VERSION, customers: this.all()}));
  private lastId = FIRST_RUNTIME_ID;
  private seeded: CustomerRecord[] | null = null;
  private readonly sent: SentCustomerEmail[] = [];

  constructor(
    private readonly fixtures: readonly FixtureCustomer[],
    private readonly clock: () => Date,
    private readonly shopUrl: string,
    private readonly onEmail: (email: SentCustomerEmail) => void = () => {},
  ) {
    this.reseed();
  }

  /** Everything an operation needs, at `now`. */
  env(now: Date): CustomerOperationEnv {
    return {
      now,
      newId: () => ++this.lastId,
      newToken: () => randomBytes(16).toString('hex'),
      hashPassword,
      verifyPassword,
      shopUrl: this.shopUrl,
    };
  }

  all(): CustomerRecord[] {
    return [...this.customers.values()];
  }

  get(id: number): CustomerRecord | undefined {
    return this.customers.get(id);
  }

  byEmail(email: string): CustomerRecord | undefined {
    const wanted = email.trim().toLowerCase();
    return this.all().find((customer) => customer.email === wanted);
  }

  /** The customer a live access token belongs to. */
  byAccessToken(token: string, now: Date): CustomerRecord | undefined {
    return this.all().find((customer) => customer.accessTokens.some((record) => record.token === token && isTokenLive(record, now)));
  }

  save(customer: CustomerRecord): void {
    this.customers.set(customer.id, customer);
    this.file.changed();
  }

  /** Records an account e-mail and hands it to whoever delivers mail. */
  send(email: CustomerEmail, now: Date): void {
    const sent = {...email, sentAt: now.toISOString()};
    this.sent.push(sent);
    this.onEmail(sent);
  }

  /** The account e-mails sent since the last reset, oldest first. */
  sentEmails(): SentCustomerEmail[] {
    return [...this.sent];
  }

  /** Back to the demo accounts only (and, when persisting, writes that). */
  reset(): void {
    this.reseed();
    this.sent.length = 0;
    this.file.changed();
  }

  /** Loads accounts from `file` (or seeds a new one) and keeps it up to date from now on. */
  persistTo(file: string): void {
    const parsed = this.file.open(file) as CustomerFile | undefined;
    if (!parsed || parsed.version !== FILE_VERSION) {
      this.file.changed();
      return;
    }
    this.customers.clear();
    for (const customer of parsed.customers) this.customers.set(customer.id, customer);
    this.lastId = Math.max(FIRST_RUNTIME_ID, ...this.all().flatMap(idsOf));
  }

  flush(): Promise<void> {
    return this.file.flush();
  }

  private reseed(): void {
    if (!this.seeded) {
      let addressId = SEED_ADDRESS_IDS;
      const env = {...this.env(this.clock()), newId: () => ++addressId};
      this.seeded = this.fixtures.map((fixture) => seedCustomer(fixture, env));
    }
    this.customers.clear();
    for (const customer of this.seeded) this.customers.set(customer.id, customer);
    this.lastId = FIRST_RUNTIME_ID;
  }
}

function idsOf(customer: CustomerRecord): number[] {
  return [customer.id, ...customer.addresses.map((address) => address.id), ...customer.accessTokens.map((token) => token.id)];
}
