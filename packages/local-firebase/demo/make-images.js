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

const dir = path.join(__dirname, 'images');
fs.mkdirSync(dir, { recursive: true });
for (const [file, [bg, body, title]] of Object.entries(images)) fs.writeFileSync(path.join(dir, file), wrap(bg, body, title));
process.stdout.write(`wrote ${Object.keys(images).length} images to ${dir}\n`);
