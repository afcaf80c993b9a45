// Every sentence this package hands a person (issue 44), by message id: what a validator returns, what an error says.
// The package stays free of any UI: it keeps producing these English sentences (logs, tests and the English screen
// read them), and each one is known by its id and values, so a page shows it in the reader's language from
// @thali/ui's catalogue of these ids (packages/ui/src/data-message/messages), whose English is exactly this.
// Templates are ICU texts without plurals or selects: `{name}` placeholders only (a count that changes the wording
// gets an id per wording). Numbers and amounts arrive as values already formatted (₹ with Indian grouping), lists as
// arrays (English joins them with "and"; a page joins them in its own language).

export const DATA_TEXTS = {
  // sign-in and signup (auth/auth-errors.ts)
  'login.invalidEmail': 'Invalid email address',
  'login.userDisabled': 'This account has been disabled',
  'login.userNotFound': 'No account found with this email',
  'login.wrongPassword': 'Incorrect password',
  'login.invalidCredential': 'Incorrect email or password',
  'login.default': 'Failed to sign in',
  'signup.alreadyRegistered': 'This email is already registered. Please try logging in instead.',
  'signup.notAllowed': 'Email/password accounts are not enabled',
  'signup.weakPassword': 'Password is too weak',
  'signup.network': 'Network or service error. Please try again.',
  'signup.unexpected': 'An unexpected error occurred. Please try again.',
  'signup.default': 'Failed to create an account',
  'signup.serviceUnavailable':
    'Firebase service is temporarily unavailable. We tried multiple times but could not connect. Please try again in a few moments.',
  'signup.networkUnstable': 'Network connection is unstable. Please check your internet connection and try again.',
  'signup.noInternet': 'No internet connection available. Please check your network connection and try again.',
  'reset.sent': 'If an account exists for that email, we sent a reset link.',
  'common.emailInvalid': 'Please enter a valid email address',
  'reset.tooManyRequests': 'Too many attempts. Please wait a few minutes and try again.',
  'reset.network': 'We could not reach the server. Please check your internet connection and try again.',
  'reset.expiredLink': 'This reset link has expired or has already been used. Ask for a new link below.',
  'reset.weakPassword': 'Password is too weak. Please choose a longer one.',
  'reset.done': 'Your password has been changed. Sign in with your new password.',
  'reset.default': 'Something went wrong. Please try again.',
  'auth.loginRequired': 'Please login to proceed.',

  // a kitchen's details (providers/kitchen-details.ts)
  'kitchenDetails.nameRequired': 'Please enter your kitchen’s name.',
  'kitchenDetails.nameTooLong': 'A kitchen’s name has at most {max} characters.',
  'kitchenDetails.phoneInvalid': 'Please enter a 10-digit mobile number or a landline with its STD code, such as 0712 2345678.',
  'kitchenDetails.areaRequired': 'Please choose the area your kitchen is in.',
  'kitchenDetails.addressShort': 'Please enter your kitchen’s address: house or building, street and landmark.',
  'kitchenDetails.addressTooLong': 'An address has at most {max} characters.',
  'kitchenDetails.cuisineRequired': 'Please choose the cuisine you cook.',
  'kitchenDetails.cuisineOtherRequired': 'Please say in a few words what you cook (at most {max} characters).',
  'kitchenDetails.fssaiInvalid': 'An FSSAI registration number has 14 digits. Leave it empty if you have none yet.',
  'kitchen.notFound': 'Provider not found',
  'profile.notFound': 'Profile not found',

  // menu items (menu/validate-menu-item.ts)
  'common.nameRequired': 'Name is required',
  'common.nameTooLong': 'Name must be at most {max} characters',
  'menuItem.description': 'Description is required',
  'common.descriptionTooLong': 'Description must be at most {max} characters',
  'menuItem.price': 'Please enter a valid price',
  'menuItem.priceTooLow': 'Price must be at least ₹{min}',
  'menuItem.priceTooHigh': 'Price must be at most ₹{max}',
  'menuItem.category': 'Please select a category',
  'menuItem.imageUrl': 'Image URL is required',
  'menuItem.imageUrlInvalid': 'Please enter a valid image URL',
  'menuItem.diet': 'Choose Veg, Egg or Non-veg.',
  'menuItem.platesPerDay': 'Plates per day must be a whole number from {min} to {max}, or empty for no limit.',
  'menuItem.invalid': 'Invalid menu item',
  'menuItem.notFound': 'Menu item not found',

  // hours, holidays, slots, delivery areas (kitchens/)
  'hours.missing': 'Set the hours for this day, or mark it closed.',
  'hours.time': 'Enter an opening and a closing time.',
  'hours.order': 'The closing time must be later than the opening time.',
  'hours.secondTime': 'Enter both times of the second window, or remove it.',
  'hours.secondStart': 'The second window must open at or after the first one closes.',
  'hours.secondOrder': 'The second window must close later than it opens.',
  'hours.holidayDay': 'Choose a date from today up to a year ahead.',
  'hours.holidayTaken': 'That day is already a holiday.',
  'hours.holidaysFull': 'A kitchen can keep at most {max} holidays. Remove one first.',
  'hours.holidayNote': 'Keep the note to {max} characters or fewer.',
  'hours.invalid': 'Invalid hours',
  'slot.asap': 'As soon as possible',
  'slot.unavailable': 'That delivery slot is no longer available. Please choose another.',
  'slot.closedNow': 'Choose a later delivery slot.',
  'slot.none': 'This kitchen has no delivery slots today or tomorrow.',
  'kitchen.closedNow': 'This kitchen is closed now.',
  'deliveryAreas.areasRequired': 'Please choose at least one area you deliver to.',
  'deliveryAreas.areaUnknown': 'Please choose your areas from the list.',
  'deliveryAreas.minOrderInvalid': 'Please enter a minimum order value from ₹0 to ₹{max}, in whole rupees.',

  // orders: delivery, place, steps, cancels (orders/)
  'delivery.addressRequired': 'Please enter the delivery address.',
  'delivery.addressShort': 'The delivery address needs at least {min} characters.',
  'delivery.addressLong': 'The delivery address can have at most {max} characters.',
  'delivery.noteLong': 'The note can have at most {max} characters.',
  'delivery.nameRequired': 'Please enter your name.',
  'delivery.nameLong': 'Your name can have at most {max} characters.',
  'delivery.phoneRequired': 'Please enter your mobile number.',
  'delivery.phoneInvalid': 'Please enter a 10-digit Indian mobile number, such as 98765 43210.',
  'delivery.notCancellable': 'This order can no longer be cancelled.',
  'delivery.acceptedCallKitchen': 'The kitchen has accepted this order: please call the kitchen to change it.',
  'delivery.cancelFailed': 'Could not cancel the order. Please try again.',
  'place.houseRequired': 'Please enter the house or flat number.',
  'place.houseLong': 'The house or flat can have at most {max} characters.',
  'place.streetRequired': 'Please enter the street.',
  'place.streetShort': 'The street needs at least {min} characters.',
  'place.streetLong': 'The street can have at most {max} characters.',
  'place.areaRequired': 'Please choose the area.',
  'place.areaUnknown': 'Please choose an area from the list.',
  'place.pinInvalid': 'Enter a 6-digit PIN code, such as 440010.',
  'place.landmarkLong': 'The landmark can have at most {max} characters.',
  'place.pinNotOfArea': '{pin} is not a PIN code of {area}. Its PIN code is {pins}.',
  'place.pinNotOfAreaMany': '{pin} is not a PIN code of {area}. Its PIN codes are {pins}.',
  'place.notServed': '{kitchen} delivers only to {areas}.',
  'place.noAreas': '{kitchen} has not chosen its delivery areas yet.',
  'place.belowMinimum': 'Add {amount} more to order from {kitchen}.',
  'place.notDelivered': 'This kitchen does not deliver to that address.',
  'place.minimum': 'Add more dishes to reach the kitchen’s minimum order.',
  'orderStep.movedOn': 'This order has already moved on: refresh to see where it is.',
  'orderStep.readyByRequired': 'Please choose when the order will be ready.',
  'orderStep.readyByPast': 'The ready-by time must be later than now.',
  'orderStep.readyByFar': 'The ready-by time must be within the next {hours} hours.',
  'orderStep.reasonRequired': 'Please give the customer a reason for cancelling.',
  'orderStep.reasonLong': 'The reason can have at most {max} characters.',
  'orderStep.failed': 'Could not update the order. Please try again.',
  'supportCancel.reasonRequired': 'Please give the customer a reason (at least 3 characters).',
  'supportCancel.final': 'This order is already delivered or cancelled: it can no longer be cancelled.',
  'order.quantityMin': 'Quantity must be at least 1',
  'order.quantityMax': 'Quantity must be at most {max}',
  'order.tooManyLines': 'An order can hold at most {max} different items from one kitchen (this one has {lines})',

  // tiffin plans and subscriptions (tiffins/, subscriptions/)
  'plan.name': 'Plan name is required',
  'plan.nameTooLong': 'Plan name must be at most {max} characters',
  'plan.meals': 'Please choose the meals',
  'plan.days': 'Please choose at least one day',
  'plan.diet': 'Please choose the diet',
  'plan.price': 'Please enter a valid monthly price',
  'plan.priceTooLow': 'Monthly price must be at least ₹{min}',
  'plan.priceTooHigh': 'Monthly price must be at most ₹{max}',
  'plan.capacity': 'Please enter the number of seats',
  'plan.capacityRange': 'Seats must be a whole number from {min} to {max}',
  'plan.capacityBelowTaken': 'Seats cannot be fewer than the seats already taken',
  'plan.cutoff': 'Please enter a time such as 09:00',
  'plan.invalid': 'Invalid plan',
  'plan.full': 'This plan is full.',
  'plan.closed': 'This plan is not taking new subscriptions.',
  'plan.gone': 'This plan no longer exists.',
  'plan.holdingsLimit': 'You already have 2 active subscriptions to this plan.',
  'subscribe.startDay': 'Please choose a start date',
  'subscribe.startDayRange': 'Please choose a start date from tomorrow to {days} days ahead',
  'subscribe.address': 'Delivery address is required',
  'subscribe.addressTooShort': 'Delivery address must be at least {min} characters',
  'subscribe.addressTooLong': 'Delivery address must be at most {max} characters',
  'subscribe.phoneTooLong': 'Phone must be at most {max} characters',
  'subscribe.pauseOrder': 'The pause must end on or after its first day.',
  'subscribe.pauseTooLong': 'A pause can be at most {days} days long.',
  'subscribe.invalid': 'Invalid subscription',
  'subscription.cutoffPassed': 'The cut-off for this meal has passed.',
  'subscription.notFound': 'This subscription was not found.',
  'subscription.cancelled': 'This subscription is cancelled.',
  'subscription.noSuchMeal': 'This subscription has no such meal.',
  'subscription.pauseBeforeStart': 'A pause cannot begin before the subscription starts.',
  'subscription.cancelReasonRequired': 'Please say why you are cancelling this subscription.',
  'subscription.cancelReasonLong': 'Please keep the reason to {max} characters.',

  // reviews and reports (reviews/)
  'review.stars': 'Choose from {min} to {max} stars.',
  'review.comment': 'Keep the comment to {max} characters or fewer.',
  'review.replyEmpty': 'Write a reply first.',
  'review.replyLong': 'Keep the reply to {max} characters or fewer.',
  'review.editClosed': 'This review can no longer be changed: reviews can be edited for {days} days after they are written.',
  'review.notReviewable': 'Only a delivered order of yours can be reviewed.',
  'review.replied': 'This review already has your reply.',
  'review.hidden': 'This review was hidden by Thali’s staff and can no longer be changed.',
  'review.notAnswerable': 'This review cannot be answered from this account.',
  'report.reasonShort': 'Say in a few words what is wrong with this review (at least {min} characters).',
  'report.reasonLong': 'Keep the reason to {max} characters or fewer.',
  'report.already': 'You have already reported this review. Thali’s staff will look at it.',
  'report.notAllowed': 'This review cannot be reported from this account.',

  // the contact form (contact/)
  'contact.emailTooLong': 'Email must be at most {max} characters',
  'contact.subjectTooLong': 'Subject must be at most {max} characters',
  'contact.message': 'Message is required',
  'contact.messageTooLong': 'Message must be at most {max} characters',
  'contact.checkFields': 'Please check the highlighted fields.',
  'contact.budget': 'Too many messages today.',

  // photos (errors/data-error.ts)
  'image.cancelled': 'The upload was cancelled.',
  'image.notAnImage': 'This file is not a photo. Choose a JPEG, PNG or WebP picture.',
  'image.tooLarge': 'This photo is larger than 2 MB even after resizing. Choose a smaller one.',
  'image.network': 'The photo could not be uploaded because there is no connection. Try again when you are online.',
  'image.notAllowed': 'Only a signed-in kitchen can add photos. Sign in again and try once more.',
  'image.failed': 'The photo could not be uploaded. Try again.',

  // getting paid (payments/)
  'payment.upiId': 'Enter a UPI ID such as yourname@okaxis.',
  'payment.payee': 'Enter the name your customers\' UPI app should show, up to 60 characters.',
  'payment.amount': 'Enter an amount from ₹1 to ₹1,00,000, with at most two decimals.',
  'payment.paidOnFuture': 'The payment date cannot be in the future.',
  'payment.paidOnInvalid': 'Enter the date the money was paid.',
  'payment.ref': 'Keep the UPI reference to {max} characters.',
  'payment.note': 'Keep the note to {max} characters.',
  'payment.reason': 'Keep the reason to {max} characters.',
  'payment.monthAhead': 'A bill can be paid only for this month or an earlier one.',
  'payment.monthOutside': 'This subscription did not run in that month.',
  'payment.decided': 'This payment has already been confirmed or declined.',
  'payment.corrected': 'This entry has already been corrected.',
  'payment.notCorrectable': 'Only a payment received or confirmed can be corrected.',
  'payment.orderPaid': 'This order is already marked paid.',
  'payment.orderNotDelivered': 'Only a delivered order can be marked paid.',
  'payment.notFound': 'This payment could not be found.',
  'payment.notYours': 'This bill or order is not yours to pay.',

  // Thali's staff (staff/)
  'support.unreadable': 'Type an order number (like TH-2611-0042), a customer\'s e-mail or a mobile number.',
  'support.failed': 'The lookup could not be done. Please try again.',
  'support.noOrder': 'No order has the number {number}.',
  'support.noEmail': 'No account has the e-mail {email}.',
  'support.noMobile': 'No account has the mobile number {mobile}.',
  'staff.reasonRequired': 'Please give the kitchen a reason.',
  'staff.reasonUnder': 'Please keep the reason under {max} characters.',
  'staff.kitchenNotFound': 'This kitchen could not be found.',
  'staff.noListing': 'This kitchen has no listing to approve.',
  'staff.alreadyListed': 'This kitchen is already listed.',
  'staff.noNameChange': 'This kitchen has no name change waiting.',
  'staff.alreadySuspended': 'This kitchen is already suspended.',
  'staff.notListed': 'Only a listed kitchen can be suspended.',
  'staff.notSuspended': 'This kitchen is not suspended.',
  'staff.reviewGone': 'This review no longer exists.',
} as const;

/** The id of a sentence this package produces: `@thali/ui`'s catalogue of data texts is typed against it. */
export type DataMessageId = keyof typeof DATA_TEXTS;

/** A value of a sentence: text as shown (a name, a formatted amount or number), a number, or a list of names. */
export type DataValue = string | number | readonly string[];
export type DataValues = Readonly<Record<string, DataValue>>;

/** A sentence as this package produces it: its id and values (for the reader's language) and its English `text`. */
export interface DataMessage<Id extends DataMessageId = DataMessageId> {
  readonly id: Id;
  readonly values: DataValues;
  readonly text: string;
}

/** 'a', 'a and b', 'a, b and c'. */
export const inEnglishWords = (xs: readonly string[]): string =>
  (xs.length < 2 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);

const PLACEHOLDER = /\{(\w+)\}/g;

/** The sentence `id` with its values, and its English. */
export function dataMessage<Id extends DataMessageId>(id: Id, values: DataValues = {}): DataMessage<Id> {
  const text = DATA_TEXTS[id].replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'object' ? inEnglishWords(value) : String(value);
  });
  return { id, values, text };
}

/** The English of the sentence `id` with its values (what the tables of texts and the validators hand out). */
export const dataText = (id: DataMessageId, values?: DataValues): string => dataMessage(id, values).text;

interface Matcher { id: string; names: string[]; pattern: RegExp }
const matchers = new WeakMap<object, { exact: Map<string, string>; templated: Matcher[] }>();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(templates: Readonly<Record<string, string>>) {
  const exact = new Map<string, string>();
  const templated: Matcher[] = [];
  for (const [id, template] of Object.entries(templates)) {
    const names = [...template.matchAll(PLACEHOLDER)].map((m) => m[1]!);
    if (names.length === 0) {
      if (!exact.has(template)) exact.set(template, id);
      continue;
    }
    const source = template.split(PLACEHOLDER).map((part, i) => (i % 2 ? '([\\s\\S]+?)' : escape(part))).join('');
    templated.push({ id, names, pattern: new RegExp(`^${source}$`) });
  }
  // The most specific template first: the one with the most fixed words.
  const fixed = (m: Matcher) => m.pattern.source.replace(/\(\[\\s\\S\]\+\?\)/g, '').length;
  templated.sort((a, b) => fixed(b) - fixed(a));
  return { exact, templated };
}

/**
 * The id and values of an English sentence produced from `templates` (by default this package's): the sentence a
 * validator returned, an error's message. Undefined for any other text. Values come back as the text held them.
 */
export function matchDataText<Id extends string = DataMessageId>(
  text: string,
  templates: Readonly<Record<Id, string>> = DATA_TEXTS as unknown as Readonly<Record<Id, string>>,
): { id: Id; values: Readonly<Record<string, string>> } | undefined {
  if (typeof text !== 'string' || text === '') return undefined;
  let compiled = matchers.get(templates);
  if (!compiled) matchers.set(templates, (compiled = compile(templates)));
  const id = compiled.exact.get(text);
  if (id) return { id: id as Id, values: {} };
  for (const matcher of compiled.templated) {
    const found = matcher.pattern.exec(text);
    if (found) return { id: matcher.id as Id, values: Object.fromEntries(matcher.names.map((name, i) => [name, found[i + 1]!])) };
  }
  return undefined;
}
