#!/usr/bin/env node
// @ts-check
'use strict';
/** Writes the small hand-written SVG illustrations in demo/images/ (run once; output is committed). */
const fs = require('fs');
const path = require('path');

const wrap = (/** @type {string} */ bg, /** @type {string} */ body, /** @type {string} */ title) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 160" role="img" aria-label="${title}"><title>${title}</title>` +
  `<rect width="240" height="160" fill="${bg}"/>${body}</svg>\n`;
const plate = (/** @type {string} */ inner) => `<ellipse cx="120" cy="92" rx="92" ry="50" fill="#e8e8ec"/><ellipse cx="120" cy="88" rx="80" ry="42" fill="#fff"/>${inner}`;

/** @type {Record<string, [string, string, string]>} */
const images = {
  'thali.svg': ['#fde7c8', plate('<circle cx="85" cy="78" r="16" fill="#f2b233"/><circle cx="120" cy="70" r="16" fill="#7a9b3c"/><circle cx="155" cy="78" r="16" fill="#c0562d"/><ellipse cx="120" cy="104" rx="34" ry="12" fill="#f7f1e1"/>'), 'Vegetarian thali'],
  'biryani.svg': ['#fbe3b5', plate('<ellipse cx="120" cy="86" rx="56" ry="26" fill="#f3c969"/><circle cx="104" cy="80" r="6" fill="#a8452b"/><circle cx="134" cy="90" r="6" fill="#a8452b"/><path d="M96 96h50" stroke="#5c8a3a" stroke-width="4"/>'), 'Biryani'],
  'curry.svg': ['#fcd9c0', '<ellipse cx="120" cy="100" rx="78" ry="38" fill="#7b4a2a"/><ellipse cx="120" cy="92" rx="66" ry="28" fill="#d9731f"/><circle cx="100" cy="88" r="7" fill="#fff3d6"/><circle cx="138" cy="94" r="7" fill="#fff3d6"/><circle cx="120" cy="84" r="5" fill="#4e7d2c"/>', 'Curry bowl'],
  'roti.svg': ['#f6e7cc', '<circle cx="110" cy="84" r="48" fill="#e2b56f"/><circle cx="130" cy="90" r="48" fill="#edc787"/><circle cx="118" cy="82" r="4" fill="#a86d2c"/><circle cx="146" cy="100" r="5" fill="#a86d2c"/><circle cx="128" cy="112" r="3" fill="#a86d2c"/>', 'Rotis'],
  'samosa.svg': ['#fde9c9', '<path d="M60 120 L100 40 L140 120 Z" fill="#e0a546"/><path d="M110 122 L150 44 L190 122 Z" fill="#d4933a"/><path d="M70 120 h60" stroke="#b87526" stroke-width="4"/>', 'Samosas'],
  'pakora.svg': ['#fff0cf', plate('<circle cx="95" cy="82" r="14" fill="#d08a2e"/><circle cx="122" cy="74" r="13" fill="#c47a22"/><circle cx="146" cy="88" r="14" fill="#d9963a"/><circle cx="116" cy="100" r="12" fill="#c47a22"/>'), 'Pakoras'],
  'sweet.svg': ['#fde2e4', '<ellipse cx="120" cy="104" rx="70" ry="30" fill="#c9a27e"/><ellipse cx="120" cy="96" rx="60" ry="22" fill="#f5deb3"/><circle cx="100" cy="90" r="16" fill="#8b3a1a"/><circle cx="140" cy="90" r="16" fill="#8b3a1a"/>', 'Gulab jamun'],
  'kheer.svg': ['#f3e8ff', '<path d="M50 80 h140 a70 60 0 0 1 -140 0z" fill="#b08968"/><ellipse cx="120" cy="80" rx="70" ry="14" fill="#fff8e7"/><circle cx="104" cy="78" r="3" fill="#6b8e23"/><circle cx="130" cy="80" r="3" fill="#c0392b"/>', 'Kheer'],
  'chai.svg': ['#efe1d1', '<rect x="80" y="50" width="70" height="80" rx="10" fill="#fff"/><rect x="86" y="58" width="58" height="20" fill="#b5733d"/><path d="M150 70 q26 0 26 24 t-26 24" fill="none" stroke="#fff" stroke-width="8"/><path d="M100 40 q8-12 0-22 M120 40 q8-12 0-22" stroke="#a89f96" stroke-width="3" fill="none"/>', 'Masala chai'],
  'lassi.svg': ['#e0f2fe', '<path d="M90 40 h60 l-8 96 h-44z" fill="#fffdf5" stroke="#cbd5e1" stroke-width="3"/><path d="M93 56 h54" stroke="#f4c16c" stroke-width="6"/>', 'Lassi'],
  'kitchen.svg': ['#e0e7ff', '<rect x="40" y="60" width="160" height="80" fill="#fff"/><path d="M30 64 L120 20 L210 64 Z" fill="#4f46e5"/><rect x="104" y="96" width="32" height="44" fill="#f59e0b"/><rect x="56" y="80" width="32" height="24" fill="#c7d2fe"/><rect x="152" y="80" width="32" height="24" fill="#c7d2fe"/>', 'Home kitchen'],
};

/*
 * One picture per demo kitchen (issue 20: every kitchen showed the same clip-art house): its signature dish in front of
 * a window-and-awning shopfront in its own colours, so the cards tell the kitchens apart at a glance.
 */
const shopfront = (/** @type {string} */ awning, /** @type {string} */ stripe, /** @type {string} */ wall) =>
  `<rect x="20" y="34" width="200" height="110" rx="6" fill="${wall}"/>` +
  `<path d="M14 34 h212 l-10 26 h-192 z" fill="${awning}"/>` +
  `<path d="M40 34 l-6 26 M74 34 l-4 26 M108 34 l-2 26 M142 34 l2 26 M176 34 l4 26 M208 34 l6 26" stroke="${stripe}" stroke-width="8"/>` +
  '<rect x="36" y="70" width="56" height="36" rx="4" fill="#ffffff" opacity="0.75"/><rect x="148" y="70" width="56" height="36" rx="4" fill="#ffffff" opacity="0.75"/>';
const counter = '<rect x="14" y="126" width="212" height="22" rx="4" fill="#6b4226"/>';
Object.assign(images, {
  'kitchen-annapurna.svg': ['#fff4e0', shopfront('#e07a1f', '#f7c66b', '#fde7c8') + counter +
    '<ellipse cx="120" cy="122" rx="58" ry="18" fill="#d9d9de"/><ellipse cx="120" cy="118" rx="50" ry="13" fill="#fff"/>' +
    '<circle cx="96" cy="114" r="8" fill="#f2b233"/><circle cx="120" cy="111" r="8" fill="#7a9b3c"/><circle cx="144" cy="114" r="8" fill="#c0562d"/>', 'Annapurna Tiffin Service: a Maharashtrian thali'],
  'kitchen-saoji.svg': ['#fde2d8', shopfront('#a3241b', '#e8553e', '#f9cfc0') + counter +
    '<path d="M78 104 h84 l-8 24 h-68 z" fill="#3b2a24"/><ellipse cx="120" cy="104" rx="42" ry="8" fill="#b3261e"/>' +
    '<path d="M150 92 q14 -14 24 -4" stroke="#c62828" stroke-width="7" fill="none" stroke-linecap="round"/><path d="M172 86 l6 -6" stroke="#2e7d32" stroke-width="4"/>', 'Saoji Ghar Rasoi: a pot of Saoji curry and a red chilli'],
  'kitchen-hingna-mess.svg': ['#e6f0ff', shopfront('#1d4ed8', '#60a5fa', '#dbe7ff') + counter +
    '<rect x="70" y="104" width="100" height="22" rx="4" fill="#94a3b8"/><circle cx="92" cy="115" r="8" fill="#fbbf24"/><circle cx="120" cy="115" r="8" fill="#f97316"/><circle cx="148" cy="115" r="8" fill="#84cc16"/>', 'Hingna Students Mess: a steel mess tray'],
  'kitchen-meera.svg': ['#fef9c3', shopfront('#ca8a04', '#fde047', '#fef3c7') + counter +
    '<circle cx="104" cy="116" r="16" fill="#facc15"/><circle cx="104" cy="116" r="9" fill="#fde68a"/><rect x="128" y="104" width="36" height="22" rx="4" fill="#f59e0b"/><path d="M132 110 h28 M132 116 h28" stroke="#fcd34d" stroke-width="3"/>', "Meera's Home Kitchen: dhokla and a Gujarati kadhi bowl"],
  'kitchen-trimurti.svg': ['#fde8e8', shopfront('#b45309', '#f59e0b', '#ffedd5') + counter +
    '<path d="M76 118 a22 10 0 0 1 44 0 z" fill="#f3c17a"/><path d="M124 118 a22 10 0 0 1 44 0 z" fill="#e9a857"/><rect x="96" y="96" width="48" height="14" rx="7" fill="#7c2d12"/>', 'Trimurti Dabba Wala: a Punjabi dabba with parathas'],
  'kitchen-amma.svg': ['#e8f5e9', shopfront('#15803d', '#86efac', '#dcfce7') + counter +
    '<path d="M64 122 q56 -34 112 0 z" fill="#2e7d32"/><ellipse cx="104" cy="114" rx="18" ry="7" fill="#fffbeb"/><ellipse cx="138" cy="114" rx="14" ry="6" fill="#fef3c7"/><circle cx="138" cy="113" r="3" fill="#f97316"/>', 'Amma South Indian Tiffins: idli and chutney on a banana leaf'],
  'kitchen-ghoroa.svg': ['#fff1f2', shopfront('#be123c', '#fda4af', '#ffe4e6') + counter +
    '<ellipse cx="120" cy="118" rx="46" ry="12" fill="#e5e7eb"/><path d="M88 114 q32 -16 64 0" fill="#fef3c7"/><path d="M100 106 q20 -10 40 0 q-20 8 -40 0z" fill="#f59e0b"/><circle cx="150" cy="108" r="4" fill="#16a34a"/>', 'Ghoroa Bengali Kitchen: fish curry and rice'],
  'kitchen-shuddh-jain.svg': ['#f0fdf4', shopfront('#0f766e', '#5eead4', '#ccfbf1') + counter +
    '<ellipse cx="120" cy="120" rx="52" ry="12" fill="#e2e8f0"/><circle cx="98" cy="112" r="9" fill="#fde68a"/><circle cx="122" cy="110" r="9" fill="#86efac"/><circle cx="146" cy="112" r="9" fill="#fca5a5"/>', 'Shuddh Jain Bhojanalay: a Jain thali without onion or garlic'],
  'kitchen-wadi-biryani.svg': ['#fef3c7', shopfront('#7c2d12', '#fbbf24', '#fde68a') + counter +
    '<path d="M74 100 h92 v18 a46 12 0 0 1 -92 0z" fill="#92400e"/><ellipse cx="120" cy="100" rx="46" ry="10" fill="#fcd34d"/><circle cx="108" cy="98" r="4" fill="#b91c1c"/><circle cx="132" cy="100" r="4" fill="#b91c1c"/><path d="M112 94 h16" stroke="#16a34a" stroke-width="3"/>', 'Wadi Biryani House: a handi of dum biryani'],
});

const dir = path.join(__dirname, 'images');
fs.mkdirSync(dir, { recursive: true });
for (const [file, [bg, body, title]] of Object.entries(images)) fs.writeFileSync(path.join(dir, file), wrap(bg, body, title));
process.stdout.write(`wrote ${Object.keys(images).length} images to ${dir}\n`);
