// How to reach the Thali team, written once: the contact page, the legal pages, the FAQ and the about page put these
// into their sentences as values, so no translation can misspell an address or a number.
export const SUPPORT_EMAIL = 'hello@thali.in';
export const SUPPORT_PHONE = '+91 712 255 0199';
/** The number as a `tel:` link dials it. */
export const SUPPORT_PHONE_HREF = 'tel:+917122550199';
