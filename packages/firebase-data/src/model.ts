// The shapes the apps work with. Each is made from its stored record's type (schemas.ts), adding what the record
// does not hold itself (its key as `id`) or what reading fills in (a listing's defaults); nothing is written twice.
import type { ROLES, WeekdayKey } from '@thali/domain';
import type {
  CartLineRecord, MenuItemRecord, OrderLineRecord, PauseRecord, ReviewRecord, PlanRecord, ProviderRecord, SkipRecord, StatsRecord, SubscriptionRecord, UserRecord,
} from './schemas';

export { CATEGORIES } from '@thali/domain';
export type { Category, OrderStatus, Meal, PlanMeals, Diet, PlanStatus, SubscriptionStatus, WeekdayKey } from '@thali/domain';
import type { OrderStage, OrderStatus, OrderStep } from '@thali/domain';
import type { AreaName } from '@thali/domain/areas';
import type { Cuisine } from '@thali/domain/cuisines';
import type { KitchenDetailField } from '@thali/domain/kitchen-details';
import type { DeliveryPlace } from '@thali/domain/address';
import type { PaymentMethod } from '@thali/domain/payments';
import type { PaymentDetails } from './payments/payment-types';
/** The stored role; '' when the record has none (or one the rules never allowed). */
export type Role = (typeof ROLES)[number] | '';

export interface UserProfile extends Pick<UserRecord, 'name' | 'email' | 'phone' | 'address' | 'cuisine' | 'image' | 'place'> {
  uid: string; role: Role;
  /** An approved kitchen's new name waiting for Thali's approval (issue 36); its listing keeps `name` until then. */
  nameRequest?: string;
  /** ISO date-time (older records hold epoch ms: shown as ISO too) */
  createdAt: string;
}
/**
 * A listing as shown: cuisine and address fall back to the defaults below; a kitchen without a phone has none (no
 * made-up number is shown or dialled).
 */
export interface Provider extends Pick<ProviderRecord, 'name' | 'description'>, Required<Pick<ProviderRecord, 'cuisine' | 'address'>> {
  id: string;
  /** the kitchen's phone as it typed it; absent when it left it empty */
  phone?: string;
  /** the record's `image` */
  imageUrl?: ProviderRecord['image'];
  /** The mean of its reviews' stars (ratingSum / ratingCount); null before its first review. */
  rating: number | null;
  /** How many reviews the rating is the mean of (0 or absent before the first). */
  ratingCount?: number;
  /** When the kitchen joined (epoch ms, server time); absent for listings older than the field. */
  createdAt?: number;
  /** Set by a Thali admin. A new kitchen is pending (false): not listed, and it cannot receive orders yet. */
  approved: NonNullable<ProviderRecord['approved']>;
  /** The kitchen's week (Asia/Kolkata); absent: open every day, all day. */
  hours?: WeeklyHours;
  /** Its holidays from today on, by day. */
  holidays: Holiday[];
  /** false after "Pause orders now": no orders at all until switched back. */
  accepting: boolean;
  /** Every active item is Veg (and it has at least one). */
  pureVeg: boolean;
  /**
   * Issue 39: the cuisine of the list the listing's stands for ('other' for its own words or older free text; `cuisine`
   * above is what a person reads), its area (Nagpur's list), its FSSAI registration number when it gave one, and the
   * details it still lacks (a kitchen from before issue 39 is asked for them on its dashboard). Absent in fixtures.
   */
  cuisineKey?: Cuisine | '';
  cuisineOther?: string;
  area?: string;
  fssai?: string;
  missingDetails?: KitchenDetailField[];
  /** An approved kitchen's new name waiting for Thali's approval (issue 36). */
  nameRequest?: string;
  /**
   * Issue 40: the areas the kitchen delivers to, in the list's order ([] until it has chosen them: it is then in no
   * area's list), and its minimum order value in whole rupees on the dishes' subtotal, not the delivery fee (0: none).
   */
  deliversTo: AreaName[];
  minOrder: number;
  /** Issue 42: its UPI ID and payee name; absent: its customers pay in cash. */
  upi?: PaymentDetails;
}
/**
 * One day of a kitchen's week: closed, or one or two windows in minutes after midnight Asia/Kolkata
 * (open ≤ minute < close; a window closing at 1440 closes at midnight).
 */
export type DayHours = { closed: true } | { open: number; close: number; open2?: number; close2?: number };
/** A kitchen's week by day key, 'd0' (Monday) … 'd6' (Sunday). */
export type WeeklyHours = Record<WeekdayKey, DayHours>;
/** A day the kitchen is closed: `day` is its dayStart; `note` '' when none. */
export interface Holiday { day: number; note: string }
/**
 * plateCounts/{providerId} from today on (issue 40): the plates sold of each limited item, by day (its dayStart as a
 * key) and item id. A day or item without a count has sold none.
 */
export type PlateCounts = Record<string, Record<string, number>>;
export interface MenuItem extends MenuItemRecord { id: string }
/** A review as the public reads it; its id is the opaque review key (one review per customer per kitchen). */
export interface Review extends ReviewRecord { id: string }
/**
 * The signed-in customer's own review of a kitchen, with what only it may read: the order the review is based on
 * (`orderId`, placed at `orderAt`, null when unknown) and when its edit window opened (`since`, server time).
 */
export interface MyReview extends Review { orderId: string; orderAt: number | null; since: number }
/** A basket line; its id is the menu item's (the line's key). */
export interface CartLine extends Omit<CartLineRecord, 'id'> { id: string }
/**
 * OrderStep: the step a pending order has reached (issue 37: 'new' | 'accepted' | 'on_the_way'), kept when it becomes
 * final. OrderStage: what the customer and the kitchen read: the step while pending, else 'delivered' (completed) or
 * 'cancelled'. Both are @thali/domain's, as the rules'.
 */
export type { OrderStep, OrderStage } from '@thali/domain';
/** One dish of an order: a copy of the menu item's name and price when ordered. */
export type OrderLine = OrderLineRecord;
/**
 * One order: one order number, one kitchen, its lines inside (issue 37). `total` = `itemsTotal` + `fee`, what the
 * customer pays and the kitchen's revenue counts; `fee` is 0 only on orders migrated from before fees (`legacy`).
 */
export interface Order {
  id: string;
  /** TH-YYMM-NNNN; absent on the oldest orders */
  orderNumber?: string;
  userId: string;
  providerId: string;
  /** its dishes, in the order they were placed (1..12) */
  lines: OrderLine[];
  itemsTotal: number;
  fee: number;
  total: number;
  status: OrderStatus;
  step: OrderStep;
  stage: OrderStage;
  /** placed at (server time) */
  timestamp: number;
  acceptedAt?: number;
  /** when the kitchen said the food would be ready (set with 'accepted') */
  readyBy?: number;
  onTheWayAt?: number;
  /** when it was delivered or cancelled */
  updatedAt?: number;
  /** issue 41: 'thali' when Thali's staff cancelled it on the customer's behalf (with a reason) */
  cancelledBy?: 'customer' | 'provider' | 'thali';
  cancelReason?: string;
  address?: string;
  note?: string;
  customerName?: string;
  /** +91XXXXXXXXXX */
  customerPhone?: string;
  /** migrated from the one-record-per-line orders of before issue 37 (no fee stored) */
  legacy?: boolean;
  /** issue 40: where it goes (`address` is its one line); absent on older orders, which have `address` only */
  place?: DeliveryPlace;
  /** issue 40: the start of its delivery slot (epoch ms); absent on older orders (as soon as possible, at `timestamp`) */
  slotStart?: number;
  /** issue 40: ordered "as soon as possible" (slotStart == timestamp) */
  asap?: boolean;
  /** issue 41: the audit entry of Thali's cancel */
  cancelAudit?: string;
  /** issue 42: paid (a received entry or a confirmed report); absent on a delivered order: not paid yet */
  paid?: { payment: string; method: PaymentMethod; receipt?: string; at: number };
}
/** What a checkout or Buy Now placed: one per kitchen. */
export interface PlacedOrder { id: string; orderNumber: string; providerId: string; total: number }
/** The kitchen's orders board: a filter is a stage, or every order. */
export type OrderBoardFilter = 'all' | OrderStage;
export interface OrderBoard {
  /** every pending order matching the filter (and day), newest first: none is ever paged away */
  pending: Order[];
  /** final orders matching the filter (and day), newest first: the pages loaded so far */
  history: Order[];
  /** more final orders than `history` holds (loadMore reads the next page) */
  hasMore: boolean;
  /**
   * Orders of each stage, equal to what the board lists in full: the pending stages from the pending list, delivered
   * and cancelled from the kitchen's stats (no day) or from the day's orders (with a day). Independent of the filter.
   */
  counts: Record<OrderStage, number>;
}
/** The figures shown; the stored month only decides whether the monthly ones count. */
export type ProviderStats = Omit<StatsRecord, 'monthStart'>;
/** A tiffin plan as shown (without the seat bookkeeping). */
export interface Plan extends Omit<PlanRecord, 'seatEvent'> { id: string }
export type SkippedMeal = SkipRecord;
/** A pause of a subscription: `from` and `to` are dayStarts, both days included. */
export type Pause = PauseRecord;
/**
 * A subscription; `skips` by key `${day}-${meal}` (a record whose key disagrees with its own day and meal is ignored:
 * see boundSkips), `pauses` by id. `mealPricePaise` is what a meal is billed, in paise (older records' ₹ price
 * converted); `pricePerMeal` is the same in ₹, for display.
 */
export interface Subscription extends Omit<SubscriptionRecord, 'mealPricePaise' | 'pricePerMeal'> {
  id: string;
  mealPricePaise: number;
  pricePerMeal: number;
}
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** What a listing shows when its kitchen left the field empty. */
export const DEFAULT_CUISINE = 'Indian Cuisine';
export const DEFAULT_ADDRESS = 'Nagpur, Maharashtra';
/** @deprecated No longer filled in (issue 20): a listing without a phone shows none. Kept for callers of 2.x. */
export const DEFAULT_PHONE = '+91 00000 00000';
