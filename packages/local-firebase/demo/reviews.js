// @ts-check
'use strict';
/**
 * Demo ratings that customers gave (issue 17): for each demo kitchen, a few delivered (completed) orders of demo
 * customers, each with its review, and the kitchen's ratingSum / ratingCount equal to the sum and count of those
 * reviews' stars, so the rating shown is the mean of reviews that exist. The orders are counted in the kitchen's stats
 * exactly as the app's own writes would have counted them (created, then completed): totals, this month's figures for
 * orders placed since monthStart, completed, and an `applied/{orderId}: 'completed'` marker each. The demo customer
 * also gets one delivered order of the first kitchen not reviewed yet, so My Orders shows "Rate this order".
 * Since issue 36 a review is one per customer per kitchen under an opaque key (reviewKey), and the public review names
 * neither the customer nor the order: each reviewer's reviewKeys/{uid}/{providerId} holds the key, the order and when
 * the edit window opened. Texts written for this product.
 */
const { DAY_MS, monthStart: kolkataMonthStart } = require('@thali/domain');
const { PROVIDERS, CUSTOMER } = require('./data');
const { newReviewKey } = require('../src/review-keys');

/** Demo customers who reviewed (database records only: they have no sign-in). */
const REVIEWERS = [
  ['demo-reviewer-1', 'Aarav Kulkarni'], ['demo-reviewer-2', 'Sneha Patil'], ['demo-reviewer-3', 'Imran Sheikh'],
  ['demo-reviewer-4', 'Pooja Wankhede'], ['demo-reviewer-5', 'Karan Mehta'], ['demo-reviewer-6', 'Lakshmi Iyer'],
];

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

/**
 * Adds the demo orders, reviews and rating figures to the seed's update (after the kitchens, their menus and their
 * zeroed stats are in it).
 * @param {number} now @param {Record<string, any>} update @param {string} address
 */
function addReviewDemo(now, update, address) {
  const monthStart = kolkataMonthStart(now);
  for (const [uid, name] of REVIEWERS) {
    update[`users/${uid}`] = { name, email: `${uid}@thali.test`, role: 'user', createdAt: new Date(now - 60 * DAY_MS).toISOString() };
  }
  /**
   * A completed order of `userId` for the first menu item of provider `i`, placed `daysAgo` days ago, counted in its stats.
   * @param {number} i @param {string} oid @param {string} userId @param {number} daysAgo
   */
  const completedOrder = (i, oid, userId, daysAgo) => {
    const p = PROVIDERS[i];
    const [itemName, , price] = p.menu[0];
    const timestamp = now - daysAgo * DAY_MS;
    update[`orders/${oid}`] = { userId, providerId: p.uid, itemId: `item-${p.uid.slice(5)}-1`, itemName, price, quantity: 1,
      status: 'completed', timestamp, updatedAt: timestamp + 3600e3, address, diet: p.menu[0][5] };
    const stats = update[`stats/${p.uid}`];
    stats.totalOrders += 1;
    stats.totalRevenue += price;
    stats.completedOrders += 1;
    if (timestamp >= monthStart) {
      stats.monthlyOrders += 1;
      stats.monthlyRevenue += price;
    }
    stats.applied = { ...stats.applied, [oid]: 'completed' };
    return timestamp + 3600e3;
  };
  PROVIDERS.forEach((p, i) => {
    const stars = STARS[i % STARS.length];
    let sum = 0;
    let event = '';
    stars.forEach((s, j) => {
      const [userId, name] = REVIEWERS[(i + j) % REVIEWERS.length];
      const oid = `order-demo-${p.uid.slice(5)}-${j + 1}`;
      // the newest review first: 1, 4, 7… days ago
      const delivered = completedOrder(i, oid, userId, 1 + j * 3);
      const createdAt = delivered + 2 * 3600e3;
      /** @type {Record<string, any>} */
      const review = { providerId: p.uid, userInitial: name.charAt(0), stars: s, comment: COMMENTS[(i + j) % COMMENTS.length],
        createdAt, updatedAt: createdAt };
      if ((i + j) % 3 === 0) Object.assign(review, { reply: REPLIES[(i + j) % REPLIES.length], repliedAt: createdAt + 3 * 3600e3 });
      // each demo reviewer reviews a kitchen once (REVIEWERS outnumber any kitchen's reviews)
      const key = newReviewKey();
      update[`reviews/${key}`] = review;
      update[`reviewKeys/${userId}/${p.uid}`] = { key, order: oid, since: createdAt };
      if (j === 0) event = key;
      sum += s;
    });
    Object.assign(update[`providers/${p.uid}`], { ratingSum: sum, ratingCount: stars.length, ratingEvent: event });
  });
  // the demo customer's delivered order, waiting for its review
  completedOrder(0, 'order-demo-customer-1', CUSTOMER.uid, 2);
}

module.exports = { addReviewDemo, REVIEWERS };
