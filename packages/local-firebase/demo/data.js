// @ts-check
'use strict';
/**
 * Demo data for Thali: Nagpur providers, their menus and demo accounts. Texts written for this product.
 * A menu line is [name, description, price, category, image, diet, platesPerDay?]: the diet mark is what the dish is
 * (paneer, dal, sweets: veg; egg dishes: egg; chicken, mutton, fish: non-veg), and a home kitchen cooks a fixed number
 * of plates of a few dishes a day. `hours` is the kitchen's week (Asia/Kolkata; kitchens without hours are open all
 * day) and `holiday` a day off coming up, `inDays` from the day of seeding (issue 16). A kitchen's `phone` is what its
 * profile shows customers (issue 37: a mobile, which WhatsApp reaches, or a landline with its STD code, 0712 for Nagpur).
 */
const { WEEKDAY_KEYS, KITCHEN_LIMITS } = require('@thali/domain');

const PASSWORD = 'thali-demo-1';

/** 'HH:MM' → minutes after 00:00 ('24:00' is the end of the day). @param {string} hhmm */
const minutes = (hhmm) => Math.min(Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)), KITCHEN_LIMITS.dayMinutes);
/**
 * One day: one or two windows ('11:00', '15:00'[, '19:00', '22:30']).
 * @param {string[]} w @returns {{ open: number, close: number, open2?: number, close2?: number }}
 */
const windows = (...w) => ({ open: minutes(w[0]), close: minutes(w[1]), ...(w.length > 2 ? { open2: minutes(w[2]), close2: minutes(w[3]) } : {}) });
const CLOSED = /** @type {{ closed: true }} */ ({ closed: true });
/**
 * A week of the same day, but for the days in `except` (0 = Monday … 6 = Sunday).
 * @param {object} day @param {Record<number, object>} [except]
 */
const weekly = (day, except = {}) => Object.fromEntries(WEEKDAY_KEYS.map((k, i) => [k, except[i] ?? day]));

/**
 * @typedef {'veg' | 'egg' | 'non-veg'} Diet
 * @type {{ uid: string, email: string, name: string, cuisine: string, address: string, phone: string, area: string,
 *   menu: [string, string, number, string, string, Diet, number?][], hours?: Record<string, object>,
 *   holiday?: { inDays: number, note: string } }[]}
 */
const PROVIDERS = [
  { uid: 'prov-annapurna', email: 'annapurna@thali.test', name: 'Annapurna Tiffin Service', cuisine: 'Maharashtrian', area: 'Dharampeth',
    address: '14 Ram Nagar Road, Dharampeth, Nagpur 440010', phone: '+91 98220 10010', menu: [
      ['Varhadi Thali', 'Jowar bhakri, zunka, pitla, rice and thecha, as served across Vidarbha.', 140, 'main-course', 'thali.svg', 'veg'],
      ['Saoji Veg Curry', 'Fiery Saoji-style mixed vegetable curry with two phulkas.', 120, 'main-course', 'curry.svg', 'veg'],
      ['Kothimbir Vadi', 'Steamed and crisp-fried coriander gram-flour squares.', 60, 'appetizers', 'pakora.svg', 'veg'],
      ['Puran Poli', 'Sweet lentil-and-jaggery flatbread with a spoon of ghee.', 70, 'desserts', 'roti.svg', 'veg'],
      ['Solkadhi', 'Kokum and coconut milk cooler.', 35, 'beverages', 'lassi.svg', 'veg'],
      ['Masala Chai', 'Ginger and cardamom tea.', 20, 'beverages', 'chai.svg', 'veg'],
    ], hours: weekly(windows('11:00', '15:00', '19:00', '22:30'), { 6: windows('11:00', '15:00') }) },
  { uid: 'prov-saoji-rasoi', email: 'saoji@thali.test', name: 'Saoji Ghar Rasoi', cuisine: 'Saoji (Nagpur spicy)', area: 'Sitabuldi',
    address: '7 Modi No. 3, Sitabuldi, Nagpur 440012', phone: '+91 98220 10012', menu: [
      ['Saoji Chicken Thali', 'Black-masala chicken curry, rassa, rice and rotis.', 220, 'main-course', 'thali.svg', 'non-veg'],
      ['Saoji Mutton Curry', 'Slow-cooked mutton in the classic Saoji gravy.', 280, 'main-course', 'curry.svg', 'non-veg'],
      ['Chicken Biryani', 'Dum biryani with boiled egg and raita.', 200, 'main-course', 'biryani.svg', 'non-veg'],
      ['Egg Pakora', 'Boiled eggs in spiced besan batter.', 70, 'appetizers', 'pakora.svg', 'egg'],
      ['Gulab Jamun (2 pcs)', 'Soft khoya dumplings in rose syrup.', 50, 'desserts', 'sweet.svg', 'veg'],
      ['Sweet Lassi', 'Thick churned curd with sugar.', 45, 'beverages', 'lassi.svg', 'veg'],
      ['Nimbu Sharbat', 'Fresh lime, black salt and roasted cumin.', 30, 'beverages', 'lassi.svg', 'veg'],
    ], hours: weekly(windows('12:00', '15:30', '19:00', '23:30')) },
  { uid: 'prov-hingna-mess', email: 'hingnamess@thali.test', name: 'Hingna Students Mess', cuisine: 'North & South Indian', area: 'Hingna',
    address: 'Plot 22, MIDC Road, Hingna, Nagpur 440016', phone: '+91 98220 10016', menu: [
      ['Unlimited Veg Thali', 'Dal, two sabzis, rice, rotis, salad and papad.', 90, 'main-course', 'thali.svg', 'veg'],
      ['Rajma Chawal', 'Kidney-bean curry over steamed rice.', 80, 'main-course', 'curry.svg', 'veg'],
      ['Veg Pulao', 'Basmati rice with seasonal vegetables.', 75, 'main-course', 'biryani.svg', 'veg'],
      ['Samosa (2 pcs)', 'Potato and pea samosas with chutney.', 30, 'appetizers', 'samosa.svg', 'veg'],
      ['Rice Kheer', 'Slow-cooked rice pudding with cardamom.', 40, 'desserts', 'kheer.svg', 'veg'],
      ['Cutting Chai', 'Half-glass strong tea.', 12, 'beverages', 'chai.svg', 'veg'],
    ] },
  { uid: 'prov-jaitala-kitchen', email: 'jaitala@thali.test', name: "Meera's Home Kitchen", cuisine: 'Home-style Gujarati', area: 'Jaitala',
    address: '3 Sai Nagar, Jaitala, Nagpur 440036', phone: '+91 98220 10036', menu: [
      ['Gujarati Thali', 'Dal, kadhi, two shaak, rotli, rice and a sweet.', 150, 'main-course', 'thali.svg', 'veg', 20],
      ['Undhiyu with Puri', 'Winter mixed-vegetable casserole with puris.', 130, 'main-course', 'curry.svg', 'veg', 12],
      ['Khaman Dhokla', 'Steamed gram-flour cake with mustard tempering.', 50, 'appetizers', 'pakora.svg', 'veg'],
      ['Handvo Slice', 'Baked lentil-rice savoury cake.', 55, 'appetizers', 'roti.svg', 'veg'],
      ['Shrikhand', 'Saffron-cardamom hung curd.', 60, 'desserts', 'kheer.svg', 'veg'],
      ['Chaas', 'Spiced buttermilk with mint.', 25, 'beverages', 'lassi.svg', 'veg'],
    ],
    hours: weekly(windows('11:30', '14:30', '19:00', '21:30'), { 6: CLOSED }), holiday: { inDays: 4, note: 'Family wedding in Ahmedabad' } },
  { uid: 'prov-trimurti-dabba', email: 'trimurti@thali.test', name: 'Trimurti Dabba Wala', cuisine: 'Punjabi', area: 'Trimurti Nagar',
    address: '18 Ring Road, Trimurti Nagar, Nagpur 440022', phone: '+91 98220 10022', menu: [
      ['Dal Makhani Combo', 'Dal makhani, jeera rice and two butter rotis.', 130, 'main-course', 'curry.svg', 'veg'],
      ['Paneer Butter Masala', 'Cottage cheese in tomato-butter gravy with naan.', 160, 'main-course', 'curry.svg', 'veg'],
      ['Chole Kulche', 'Spiced chickpeas with soft kulchas.', 90, 'main-course', 'roti.svg', 'veg'],
      ['Paneer Pakora', 'Batter-fried paneer fingers.', 80, 'appetizers', 'pakora.svg', 'veg'],
      ['Gajar Halwa', 'Carrot pudding with khoya and nuts.', 60, 'desserts', 'sweet.svg', 'veg'],
      ['Mango Lassi', 'Alphonso pulp blended with curd.', 55, 'beverages', 'lassi.svg', 'veg'],
    ] },
  { uid: 'prov-manish-nagar', email: 'manishnagar@thali.test', name: 'Amma South Indian Tiffins', cuisine: 'South Indian', area: 'Manish Nagar',
    address: '5 Somalwada Road, Manish Nagar, Nagpur 440015', phone: '+91 98220 10015', menu: [
      ['Meals (Sapadu)', 'Sambar, rasam, poriyal, kootu, rice and curd.', 120, 'main-course', 'thali.svg', 'veg'],
      ['Bisi Bele Bath', 'Spiced lentil rice with ghee and boondi.', 90, 'main-course', 'biryani.svg', 'veg'],
      ['Medu Vada (2 pcs)', 'Crisp urad-dal doughnuts with chutney.', 45, 'appetizers', 'pakora.svg', 'veg'],
      ['Mini Idli Sambar', 'Fourteen button idlis soaked in sambar.', 60, 'appetizers', 'curry.svg', 'veg'],
      ['Payasam', 'Vermicelli and milk pudding.', 45, 'desserts', 'kheer.svg', 'veg'],
      ['Filter Coffee', 'Chicory decoction with frothed milk.', 30, 'beverages', 'chai.svg', 'veg'],
    ], hours: weekly(windows('07:00', '15:00', '18:00', '22:00')) },
  { uid: 'prov-dharampeth-bengali', email: 'bengali@thali.test', name: 'Ghoroa Bengali Kitchen', cuisine: 'Bengali', area: 'Dharampeth',
    address: '29 West High Court Road, Dharampeth, Nagpur 440010', phone: '0712 2541011', menu: [
      ['Fish Curry Rice', 'Rohu in mustard gravy with steamed rice.', 180, 'main-course', 'curry.svg', 'non-veg', 15],
      ['Cholar Dal with Luchi', 'Bengal gram dal with coconut and four luchis.', 100, 'main-course', 'roti.svg', 'veg'],
      ['Veg Chop', 'Beetroot and peanut croquettes.', 50, 'appetizers', 'samosa.svg', 'veg'],
      ['Mishti Doi', 'Caramelised sweet curd.', 45, 'desserts', 'kheer.svg', 'veg'],
      ['Rosogolla (2 pcs)', 'Spongy chhena balls in syrup.', 40, 'desserts', 'sweet.svg', 'veg'],
      ['Aam Panna', 'Raw mango cooler.', 35, 'beverages', 'lassi.svg', 'veg'],
    ],
    hours: weekly(windows('12:00', '15:00', '19:30', '22:30'), { 0: CLOSED }), holiday: { inDays: 9, note: 'Kitchen closed for Lakshmi Puja' } },
  { uid: 'prov-sitabuldi-jain', email: 'jainbhojan@thali.test', name: 'Shuddh Jain Bhojanalay', cuisine: 'Jain (no onion, no garlic)', area: 'Sitabuldi',
    address: '41 Main Road, Sitabuldi, Nagpur 440012', phone: '0712 2531013', menu: [
      ['Jain Thali', 'Dal, two sabzis without root vegetables, rice and rotis.', 110, 'main-course', 'thali.svg', 'veg'],
      ['Gatte ki Sabzi', 'Gram-flour dumplings in curd gravy.', 90, 'main-course', 'curry.svg', 'veg'],
      ['Moong Dal Chilla', 'Savoury lentil pancakes.', 60, 'appetizers', 'roti.svg', 'veg'],
      ['Kaju Katli (4 pcs)', 'Cashew fudge diamonds.', 70, 'desserts', 'sweet.svg', 'veg'],
      ['Kesar Badam Milk', 'Saffron and almond milk.', 40, 'beverages', 'lassi.svg', 'veg'],
    ], hours: weekly(windows('11:00', '14:30', '18:00', '20:30')) },
  { uid: 'prov-hingna-biryani', email: 'biryanihouse@thali.test', name: 'Wadi Biryani House', cuisine: 'Hyderabadi', area: 'Hingna',
    address: '9 Wanadongri, Hingna Road, Nagpur 440036', phone: '+91 98220 10037', menu: [
      ['Veg Dum Biryani', 'Layered basmati with vegetables and mirchi ka salan.', 140, 'main-course', 'biryani.svg', 'veg'],
      ['Chicken Dum Biryani', 'Hyderabadi kacchi biryani with raita.', 190, 'main-course', 'biryani.svg', 'non-veg'],
      ['Chicken 65', 'Curry-leaf tempered fried chicken.', 150, 'appetizers', 'pakora.svg', 'non-veg'],
      ['Double ka Meetha', 'Bread pudding soaked in saffron milk.', 60, 'desserts', 'sweet.svg', 'veg'],
      ['Irani Chai', 'Creamy slow-brewed tea.', 25, 'beverages', 'chai.svg', 'veg'],
    ], hours: weekly(windows('12:00', '24:00')) },
];

/**
 * The demo customer. `phone` is her mobile as the profile stores it (issue 37: +91 and 10 digits, asked at the first
 * order and copied onto each order for the kitchen).
 */
const CUSTOMER = { uid: 'demo-customer', email: 'customer@thali.test', name: 'Riya Deshmukh', role: 'user', phone: '+919823000001' };

/** Demo accounts printed by `pnpm backend` (all providers can sign in too, with the same password). */
const DEMO_ACCOUNTS = [
  { role: 'user', uid: CUSTOMER.uid, email: CUSTOMER.email, password: PASSWORD, name: CUSTOMER.name },
  { role: 'meal_provider', uid: PROVIDERS[0].uid, email: PROVIDERS[0].email, password: PASSWORD, name: PROVIDERS[0].name },
  { role: 'meal_provider', uid: PROVIDERS[1].uid, email: PROVIDERS[1].email, password: PASSWORD, name: PROVIDERS[1].name },
];

module.exports = { PASSWORD, PROVIDERS, CUSTOMER, DEMO_ACCOUNTS };
