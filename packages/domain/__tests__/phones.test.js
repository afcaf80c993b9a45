'use strict';
const { MOBILE_PATTERN, parsePhone, parseMobile, isMobile, telLink, whatsAppLink, orderChatText } = require('../src/phones');
const domain = require('..');

// each reading with the ways of writing it
/** @type {[kind: string, e164: string, display: string, texts: string[]][]} */
const READINGS = [
  ['mobile', '+919876543210', '+91 98765 43210', ['98765 43210', '+91 98765 43210', '+919876543210', '91-98765-43210']],
  ['mobile', '+916000000000', '+91 60000 00000', [' 6000000000 ']],
  ['landline', '+917122345678', '0712 2345678', ['0712 2345678', '0712-2345678', '(0712) 2345678', '07122345678']],
  ['landline', '+912223456789', '022 23456789', ['022 2345 6789', '02223456789']],
  ['landline', '+917104234567', '07104 234567', ['07104 234567']],
];
test.each(READINGS.flatMap(([kind, e164, display, texts]) => texts.map((text) => [text, kind, e164, display])))('%s reads as a %s %s (%s)', (text, kind, e164, display) => {
  expect(parsePhone(text)).toEqual({ kind, e164, display });
});

test.each([
  '', '12345', '5876543210', '+91 58765 43210', '+92 98765 43210', '98765 432100', '9876543', 'call 98765 43210', '98765 43210 ext 2',
  '+44 20 7946 0958', '00712 2345678', '0012345678', '+0712 2345678', null, undefined, 9876543210, '9'.repeat(41),
])('%p is not a phone number', (text) => {
  expect(parsePhone(text)).toBeNull();
});

test('a mobile only: landlines refused, the trunk 0 before a mobile accepted', () => {
  expect(parseMobile('98765 43210')?.e164).toBe('+919876543210');
  expect(parseMobile('098765 43210')?.e164).toBe('+919876543210');
  expect(parseMobile('+91 98765 43210')?.display).toBe('+91 98765 43210');
  expect(parseMobile('0712 2345678')).toBeNull();
  expect(parseMobile('0512345678')).toBeNull();
  expect(parseMobile('+098765 43210')).toBeNull();
  expect(parseMobile(42)).toBeNull();
});

test('a stored mobile is +91 and 10 digits starting 6–9 (the rules check the same pattern)', () => {
  expect(domain.MOBILE_PATTERN).toBe(MOBILE_PATTERN);
  for (const good of ['+919876543210', '+916000000000']) expect([good, isMobile(good)]).toEqual([good, true]);
  for (const bad of ['9876543210', '+91 98765 43210', '+915876543210', '+9198765432100', '+917122345678x', 919876543210]) {
    expect([bad, isMobile(bad)]).toEqual([bad, false]);
  }
  expect(isMobile('+917122345678')).toBe(true); // a Nagpur landline written as +91 712…: only the leading 0 marks a landline
});

test('Call links for mobiles and landlines; WhatsApp links for mobiles only, with the order number in the message', () => {
  expect(telLink('98765 43210')).toBe('tel:+919876543210');
  expect(telLink('0712 2345678')).toBe('tel:+917122345678');
  expect(telLink(parsePhone('+91 98220 10010'))).toBe('tel:+919822010010');
  expect(telLink('not a number')).toBeNull();
  expect(telLink(undefined)).toBeNull();
  const text = orderChatText('TH-2611-0042', 'customer');
  expect(text).toBe('Hello, about my Thali order TH-2611-0042');
  expect(orderChatText('TH-2611-0042', 'kitchen')).toBe('Hello, about your Thali order TH-2611-0042');
  expect(whatsAppLink('+91 98765 43210', text)).toBe('https://wa.me/919876543210?text=Hello%2C%20about%20my%20Thali%20order%20TH-2611-0042');
  expect(whatsAppLink('98765 43210')).toBe('https://wa.me/919876543210');
  expect(whatsAppLink('0712 2345678', text)).toBeNull();
  expect(whatsAppLink('', text)).toBeNull();
});

test('the demo kitchens\' phones are mobiles', () => {
  expect(parsePhone('+91 98220 10010')).toMatchObject({ kind: 'mobile', e164: '+919822010010' });
});
