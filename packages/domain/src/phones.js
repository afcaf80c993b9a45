// @ts-check
'use strict';
/**
 * Indian phone numbers as Thali reads them (issue 37): a customer gives a mobile (+91 and 10 digits starting 6–9,
 * which WhatsApp can reach); a kitchen gives a mobile or a landline with its STD code, written with a leading 0
 * ("0712 2345678", Nagpur). A landline's national number can start with 6–9 too (Nagpur's is 712…), so only that
 * leading 0 tells the two apart; a mobile is written without it (or with +91 / 91). The rules check the stored
 * customer mobile with MOBILE_PATTERN; links and the kitchen's phone go through parsePhone.
 */

/** A customer's stored mobile (users/{uid}/phone, orders' customerPhone): +91, then 10 digits starting 6–9. */
const MOBILE_PATTERN = '^\\+91[6-9][0-9]{9}$';

/** India's STD codes of two digits (the metros); the others have three or four (Nagpur's is 712). */
const TWO_DIGIT_STD = Object.freeze(['11', '20', '22', '33', '40', '44', '79', '80']);

/** Spaces, hyphens, dots and brackets people put between digit groups. */
const SEPARATORS = /[\s\-.()]+/g;

/** A landline's STD code as its writer grouped it: "0712 …", "(0712) …", "022-…". */
const STD_GROUP = /^\(?0([0-9]{2,4})\)?[\s\-.]/;

/** @param {string} national 10 digits starting 6–9 @returns {import('../phones').ParsedPhone} */
function mobile(national) {
  return Object.freeze({ kind: 'mobile', e164: `+91${national}`, display: `+91 ${national.slice(0, 5)} ${national.slice(5)}` });
}

/** @param {string} national 10 digits @param {number} stdLength @returns {import('../phones').ParsedPhone} */
function landline(national, stdLength) {
  return Object.freeze({ kind: 'landline', e164: `+91${national}`, display: `0${national.slice(0, stdLength)} ${national.slice(stdLength)}` });
}

/** The STD code's length when the writer did not group it: two for a metro, else three (most district codes). */
const stdLengthOf = (/** @type {string} */ national) => (TWO_DIGIT_STD.includes(national.slice(0, 2)) ? 2 : 3);

/**
 * A phone number as written by a person: "98765 43210", "+91 98765 43210", "919876543210" are mobiles;
 * "0712 2345678", "0712-2345678", "(0712) 2345678" are landlines with their STD code. Null for anything else (a
 * mobile starting 0–5, too few or too many digits, letters, an extension). `display` groups the digits as people
 * read them ("+91 98765 43210", "0712 2345678": the writer's own STD grouping when given).
 * @param {unknown} text
 * @returns {import('../phones').ParsedPhone | null}
 */
function parsePhone(text) {
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > 40 || !/^\+?[0-9\s\-.()]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(SEPARATORS, '');
  if (/^\+91[6-9][0-9]{9}$/.test(digits) || /^91[6-9][0-9]{9}$/.test(digits)) return mobile(digits.slice(-10));
  if (/^[6-9][0-9]{9}$/.test(digits)) return mobile(digits);
  if (/^0[1-9][0-9]{9}$/.test(digits)) {
    const national = digits.slice(1);
    // The writer's own split after the STD code ("0712 2345678", "(0712) 2345678"): 2–4 digits after the 0.
    const group = STD_GROUP.exec(trimmed);
    return landline(national, group?.[1] ? group[1].length : stdLengthOf(national));
  }
  return null;
}

/**
 * A customer's mobile, where only a mobile will do (the checkout's "Mobile number", the profile): what parsePhone
 * accepts as a mobile, and also the trunk-prefixed "098765 43210" some people type (no landline is wanted here, so
 * the leading 0 is not read as an STD code). Null for a landline or anything else.
 * @param {unknown} text
 * @returns {import('../phones').ParsedPhone | null}
 */
function parseMobile(text) {
  const parsed = parsePhone(text);
  if (parsed && parsed.kind === 'mobile') return parsed;
  if (typeof text !== 'string' || !/^[0-9\s\-.()]+$/.test(text.trim())) return null;
  // "0712 2345678": the writer grouped an STD code, so this is a landline, whatever digit follows the 0.
  if (STD_GROUP.test(text.trim())) return null;
  const digits = text.trim().replace(SEPARATORS, '');
  return /^0[6-9][0-9]{9}$/.test(digits) ? mobile(digits.slice(1)) : null;
}

/**
 * Whether `value` is a stored customer mobile (MOBILE_PATTERN), as the rules check it.
 * @param {unknown} value
 * @returns {value is string}
 */
function isMobile(value) {
  return typeof value === 'string' && new RegExp(MOBILE_PATTERN).test(value);
}

/** @param {string | import('../phones').ParsedPhone | null | undefined} phone */
const parsedOf = (phone) => (phone && typeof phone === 'object' ? phone : parsePhone(phone));

/**
 * A Call link ('tel:+917122345678') for a phone as written or parsed; null when it is not a number parsePhone accepts.
 * @param {string | import('../phones').ParsedPhone | null | undefined} phone
 */
function telLink(phone) {
  const parsed = parsedOf(phone);
  return parsed ? `tel:${parsed.e164}` : null;
}

/**
 * A WhatsApp link ('https://wa.me/919876543210?text=…') opening a chat with a mobile, the message filled in; null for
 * a landline (WhatsApp cannot reach it) or an unreadable number.
 * @param {string | import('../phones').ParsedPhone | null | undefined} phone
 * @param {string} [text]
 */
function whatsAppLink(phone, text) {
  const parsed = parsedOf(phone);
  if (!parsed || parsed.kind !== 'mobile') return null;
  const base = `https://wa.me/${parsed.e164.slice(1)}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/**
 * The WhatsApp message about an order, naming its number: the customer writes about "my" order, the kitchen about
 * "your" order ("Hello, about my Thali order TH-2611-0042").
 * @param {string} orderNumber
 * @param {'customer' | 'kitchen'} from
 */
function orderChatText(orderNumber, from) {
  return `Hello, about ${from === 'customer' ? 'my' : 'your'} Thali order ${orderNumber}`;
}

/** @satisfies {typeof import('../phones')} */
const api = { MOBILE_PATTERN, parsePhone, parseMobile, isMobile, telLink, whatsAppLink, orderChatText };
module.exports = api;
