// @ts-check
'use strict';
/**
 * Demo ratings that customers gave (issue 17): for each demo kitchen, a few delivered (completed) orders of demo
 * customers, each with its review, and the kitchen's ratingSum / ratingCount equal to the sum and count of those
 * reviews' stars, so the rating shown is the mean of reviews that exist. The orders are whole orders (issue 37), written
 * with their numbers and counted in the kitchen's stats by demo/orders.js, as the app's own writes would have counted
 * them. The demo customer also gets one delivered order of the first kitchen not reviewed yet, so My Orders shows
 * "Rate this order".
 * Since issue 36 a review is one per customer per kitchen under an opaque key (reviewKey), and the public review names
 * neither the customer nor the order: each reviewer's reviewKeys/{uid}/{providerId} holds the key, the order and when
 * the edit window opened. Texts written for this product.
 */
const { DAY_MS } = require('@thali/domain');
const { placeLine } = require('@thali/domain/address');
const { PROVIDERS } = require('./data');
const { newReviewKey } = require('../src/review-keys');
const { demoOrderId } = require('./orders');

/**
 * Demo customers who reviewed (database records only: they have no sign-in), with the mobile number and address their
 * orders carry (issue 37: the kitchen's order card shows them). The lunch rush (demo/orders.js) orders as them too.
 * Issue 40: each with the structured place its orders go to (the address is its one line).
 * @type {[string, string, string, import('@thali/domain/address').DeliveryPlace][]} uid, name, mobile, place
 */
const REVIEWERS = [
  ['demo-reviewer-1', 'Aarav Kulkarni', '+919822000101', { house: '7', street: 'Shivaji Nagar', area: 'Dharampeth', pin: '440010' }],
  ['demo-reviewer-2', 'Sneha Patil', '+919822000102', { house: '21', street: 'Gokulpeth', area: 'Dharampeth', pin: '440010' }],
  ['demo-reviewer-3', 'Imran Sheikh', '+917588000103', { house: 'Flat 4', street: 'Ravi Nagar Square', area: 'Dharampeth', pin: '440010' }],
  ['demo-reviewer-4', 'Pooja Wankhede', '+918888000104', { house: '56', street: 'Pratap Nagar', area: 'Trimurti Nagar', pin: '440022' }],
  ['demo-reviewer-5', 'Karan Mehta', '+919970000105', { house: '3', street: 'Bajaj Nagar', area: 'Dharampeth', pin: '440010' }],
  ['demo-reviewer-6', 'Lakshmi Iyer', '+916260000106', { house: '11', street: 'Wardha Road', area: 'Manish Nagar', pin: '440015',
    landmark: 'Near the metro station' }],
];
/** The reviewers as customers of demo orders. @type {import('./orders').DemoCustomer[]} */
const REVIEWER_CUSTOMERS = REVIEWERS.map(([uid, name, phone, place]) => ({ uid, name, phone, place, address: placeLine(place) }));

/** Stars per kitchen (in the order of PROVIDERS), each with a comment; a reply from the kitchen on some. */
const STARS = [[5, 5, 4, 5, 4], [5, 4, 5, 4], [4, 4, 5, 3, 4], [5, 5, 5, 4, 5], [4, 5, 4, 4], [5, 4, 5, 5], [4, 5, 4], [4, 4, 3, 4], [4, 5, 4, 4]];
const COMMENTS = [
  'Tasted just like home. The rotis were soft even after the ride.',
  'Generous portions and packed neatly. Will order again.',
  'Good food, a little spicier than I expected.',
  '',
  'Arrived hot and on time. The dal was excellent.',
  'Fresh and not oily. My parents loved it.',
];
const REPLIES = ['Thank you! We are glad you enjoyed it.', 'Thanks for the kind words. See you again soon!'];

// ---- issue 41: one reported review, so the operations Reviews page's queue is not empty on a first start ----
/** Which demo review is reported: the third kitchen's fourth (3 stars), by the kitchen itself. */
const REPORTED = { kitchen: 2, review: 3, reason: 'This customer never ordered from us on that day; please check this review.' };
/**
 * The report (reviewReports/{key}/{kitchen uid}) and the review's open place in the staff queue, as reportReview writes
 * them, a day after the review.
 * @param {Record<string, any>} update @param {string} key @param {string} kitchenUid @param {number} reviewedAt
 */
function reportDemo(update, key, kitchenUid, reviewedAt) {
  const at = reviewedAt + DAY_MS;
  update[`reviewReports/${key}/${kitchenUid}`] = { reason: REPORTED.reason, at };
  update[`reportQueue/${key}`] = { open: true, at };
}

/**
 * Adds the reviewers, their reviews, review keys and the kitchens' rating figures to the seed's update (after the
 * kitchens are in it), and returns the delivered orders the reviews are based on (and the demo customer's one waiting
 * for its review), for demo/orders.js to write and count.
 * @param {number} now @param {Record<string, any>} update @param {import('./orders').DemoCustomer} customer the demo customer
 * @returns {import('./orders').DemoOrder[]}
 */
function addReviewDemo(now, update, customer) {
  for (const { uid, name, phone, address } of REVIEWER_CUSTOMERS) {
    update[`users/${uid}`] = { name, email: `${uid}@thali.test`, role: 'user', createdAt: new Date(now - 60 * DAY_MS).toISOString(), phone, address };
  }
  /** @type {import('./orders').DemoOrder[]} */
  const orders = [];
  /**
   * A delivered order of one plate of the first dish of kitchen `i`, placed `daysAgo` days ago and delivered an hour
   * later; returns its id and when it was delivered.
   * @param {number} i @param {string} name @param {import('./orders').DemoCustomer} who @param {number} daysAgo
   */
  const deliveredOrder = (i, name, who, daysAgo) => {
    const placed = now - daysAgo * DAY_MS;
    const id = demoOrderId(placed, name);
    orders.push({ id, kitchen: i, customer: who, lines: [[0, 1]], placed, stage: 'delivered', settledAfter: 3600e3 });
    return { id, delivered: placed + 3600e3 };
  };
  PROVIDERS.forEach((p, i) => {
    const stars = STARS[i % STARS.length] ?? [];
    let sum = 0;
    let event = '';
    stars.forEach((s, j) => {
      const who = /** @type {import('./orders').DemoCustomer} */ (REVIEWER_CUSTOMERS[(i + j) % REVIEWER_CUSTOMERS.length]);
      // the newest review first: 1, 4, 7… days ago
      const { id: oid, delivered } = deliveredOrder(i, `order-demo-${p.uid.slice(5)}-${j + 1}`, who, 1 + j * 3);
      const createdAt = delivered + 2 * 3600e3;
      /** @type {Record<string, any>} */
      const review = { providerId: p.uid, userInitial: who.name.charAt(0), stars: s, comment: COMMENTS[(i + j) % COMMENTS.length],
        createdAt, updatedAt: createdAt };
      if ((i + j) % 3 === 0) Object.assign(review, { reply: REPLIES[(i + j) % REPLIES.length], repliedAt: createdAt + 3 * 3600e3 });
      // each demo reviewer reviews a kitchen once (REVIEWERS outnumber any kitchen's reviews)
      const key = newReviewKey();
      update[`reviews/${key}`] = review;
      update[`reviewKeys/${who.uid}/${p.uid}`] = { key, order: oid, since: createdAt };
      if (j === 0) event = key;
      if (i === REPORTED.kitchen && j === REPORTED.review) reportDemo(update, key, p.uid, createdAt);
      sum += s;
    });
    Object.assign(update[`providers/${p.uid}`], { ratingSum: sum, ratingCount: stars.length, ratingEvent: event });
  });
  // the demo customer's delivered order, waiting for its review
  deliveredOrder(0, 'order-demo-customer-1', customer, 2);
  return orders;
}

module.exports = { addReviewDemo, REVIEWERS, REVIEWER_CUSTOMERS };
