import type { CartLine, MenuItem, Order, Plan, PlateCounts, Provider, ProviderStats, Review, Role, Subscription, UserProfile } from '../model';

/**
 * A review as the fake holds it: the public record and, merged into it, the reviewer's private key record (the database
 * keeps those apart: reviews/{key} and reviewKeys/{uid}/{providerId}). `orderId` and `since` default to the review's own
 * id and createdAt (tests seed what they need).
 */
export type FakeReview = Review & { userId: string; orderId?: string; since?: number;
  /** Issue 41: its reports (reviewReports/{key}, once per reporter) and whether the staff queue holds it (reportQueue). */
  reports?: { by: string; reason: string; at: number }[]; reportsOpen?: boolean };
import type { SessionUser } from '../auth/subscribe-auth';
import type { ContactMessageRecord } from '../schemas';
import type { AuditEntry, KitchenDecisions } from '../staff/staff-types';
import type { PaymentEntry } from '../payments/payment-types';

/** Issue 42: a ledger entry as written (what is derived on reading, from its decision and correction, left out). */
export type StoredPayment = Omit<PaymentEntry, 'waiting' | 'decision' | 'correctedBy'>;
/** Issue 42: every kitchen's payments, as the database keeps them beside each other (entry ids are unique). */
export interface FakePayments {
  /** payments/{pid}/{id}: every entry, in the order written */
  entries: StoredPayment[];
  /** paymentDecisions: a report's answer, by its id */
  decisions: Record<string, NonNullable<PaymentEntry['decision']>>;
  /** paymentCorrections: the correction that reversed an entry, by the entry's id */
  corrections: Record<string, string>;
  /** unpaidOrders: orders delivered with "Not yet", by order id */
  unpaid: Record<string, { providerId: string; totalPaise: number; at: number }>;
  /** receiptCounters: the last receipt number given out, by month (YYMM) */
  receiptCounters: Record<string, number>;
}

/** What the in-memory database holds, one table per node the use cases read. */
export interface FakeTables {
  /** The signed-in user (null: signed out). */
  user: SessionUser | null;
  roles: Record<string, Role>;
  profiles: Record<string, UserProfile>;
  providers: Provider[];
  menuItems: MenuItem[];
  /** Basket lines by uid. */
  carts: Record<string, CartLine[]>;
  orders: Order[];
  /** Stats by provider id (absent: zeros). */
  stats: Record<string, ProviderStats>;
  /** Tiffin plans of every kitchen (seatsTaken kept in step by subscribe and cancel). */
  plans: Plan[];
  /** Tiffin subscriptions of every customer. */
  subscriptions: Subscription[];
  /** Reviews of every kitchen, one per customer per kitchen (each kitchen's rating in `providers` moves with them). */
  reviews: FakeReview[];
  /** Plate counts by provider id, then item id (see platesLeft). */
  plates: Record<string, PlateCounts>;
  /** Password-reset codes that were sent and not used yet: code → the account's e-mail. */
  resetCodes: Record<string, string>;
  /** Issue 44: SMS codes sent and not used yet: verificationId → the number (+91…); each is FAKE_SMS_CODE. */
  phoneCodes: Record<string, string>;
  /** Issue 44: the accounts that sign in with a mobile number: number (+91…) → uid (seed one for an existing number). */
  phoneUsers: Record<string, string>;
  /** Messages sent with the contact form (only admins read them: no use case does). */
  contactMessages: (ContactMessageRecord & { id: string; handled?: { by: string; at: number } })[];
  /** Issue 41: Thali's staff (admins/{uid}: true). */
  admins: Record<string, true>;
  /** Issue 41: the audit trail of staff actions. */
  audit: AuditEntry[];
  /** Issue 41: staff decisions stored on kitchens' listings (rejections), by kitchen (absent: none). */
  kitchenDecisions: Record<string, KitchenDecisions>;
  /** Issue 36: the last order number given out, by month (YYMM). */
  orderCounters: Record<string, number>;
  /** Issue 36: messages sent today, by sender (a uid, or 'public' for everyone signed out). */
  contactBudget: Record<string, { day: number; count: number }>;
  /** Issue 39: the kitchens' uploaded pictures, by storage reference (`storage:kitchens/…`). */
  images: Record<string, { contentType: string; size: number }>;
  /** Issue 42: the payments ledger and what lives beside it (a part left out is empty). */
  payments: Partial<FakePayments>;
}
export type FakeTable = keyof FakeTables;

interface Listener {
  table: FakeTable;
  deliver: () => void;
  fail: (error: Error) => void;
}

/**
 * The in-memory database behind the fake data package. A table that was never seeded is a database that has
 * not answered yet: live reads of it stay pending and one-shot reads wait, until a test seeds it.
 */
export class FakeStore {
  private tables: Partial<FakeTables> = {};
  private failures: Partial<Record<FakeTable, Error>> = {};
  private listeners = new Set<Listener>();
  private waiting = new Set<{ table: FakeTable; resume: () => void }>();
  /** How a change reaches the listeners; tests of React components pass act(). */
  wrapDelivery: (deliver: () => void) => void = (deliver) => deliver();

  has(table: FakeTable): boolean {
    return table in this.tables;
  }

  get<T extends FakeTable>(table: T): FakeTables[T] | undefined {
    return this.tables[table];
  }

  /** Replaces these tables (as the database would answer with them) and tells their live readers. */
  seed(changes: Partial<FakeTables>) {
    const touched = Object.keys(changes) as FakeTable[];
    Object.assign(this.tables, changes);
    touched.forEach((t) => delete this.failures[t]);
    this.waiting.forEach((w) => {
      if (!touched.includes(w.table)) return;
      this.waiting.delete(w);
      w.resume();
    });
    const due = [...this.listeners].filter((l) => touched.includes(l.table));
    if (due.length) this.wrapDelivery(() => due.forEach((l) => l.deliver()));
  }

  /** Every live read of `table` fails with `error` (and is over, as with Firebase), as do later ones until it is seeded. */
  fail(table: FakeTable, error: Error) {
    this.failures[table] = error;
    const due = [...this.listeners].filter((l) => l.table === table);
    due.forEach((l) => this.listeners.delete(l));
    if (due.length) this.wrapDelivery(() => due.forEach((l) => l.fail(error)));
  }

  /** A live read: `deliver` runs now if the table has answered, and after every change of it. */
  listen(table: FakeTable, deliver: () => void, fail: (error: Error) => void): () => void {
    const failure = this.failures[table];
    if (failure) {
      fail(failure);
      return () => {};
    }
    const listener = { table, deliver, fail };
    this.listeners.add(listener);
    if (this.has(table)) deliver();
    return () => this.listeners.delete(listener);
  }

  /** A one-shot read: resolves once the table has answered (at once when it has). */
  async read<T extends FakeTable>(table: T): Promise<FakeTables[T]> {
    const failure = this.failures[table];
    if (failure) throw failure;
    if (!this.has(table)) await new Promise<void>((resume) => this.waiting.add({ table, resume }));
    return this.tables[table] as FakeTables[T];
  }

  /** A write: changes a table (an absent one counts as empty) and tells its live readers. */
  write<T extends FakeTable>(table: T, change: (current: FakeTables[T] | undefined) => FakeTables[T]) {
    this.seed({ [table]: change(this.tables[table] as FakeTables[T] | undefined) } as Partial<FakeTables>);
  }

  /** How many live reads of `table` are open. */
  listening(table: FakeTable): number {
    return [...this.listeners].filter((l) => l.table === table).length;
  }

  reset() {
    this.tables = {};
    this.failures = {};
    this.listeners.clear();
    this.waiting.clear();
  }
}
