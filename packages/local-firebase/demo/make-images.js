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

/*
 * What each picture shows is data in images.json: its background, its title and either a free `body`, a dish on a
 * `plate`, or (issue 20: one picture per demo kitchen, every kitchen showed the same clip-art house) its signature
 * `dish` in front of a window-and-awning `shopfront` in its own colours [awning, stripe, wall], so the cards tell the
 * kitchens apart at a glance.
 */
const shopfront = (/** @type {string} */ awning, /** @type {string} */ stripe, /** @type {string} */ wall) =>
  `<rect x="20" y="34" width="200" height="110" rx="6" fill="${wall}"/>` +
  `<path d="M14 34 h212 l-10 26 h-192 z" fill="${awning}"/>` +
  `<path d="M40 34 l-6 26 M74 34 l-4 26 M108 34 l-2 26 M142 34 l2 26 M176 34 l4 26 M208 34 l6 26" stroke="${stripe}" stroke-width="8"/>` +
  '<rect x="36" y="70" width="56" height="36" rx="4" fill="#ffffff" opacity="0.75"/><rect x="148" y="70" width="56" height="36" rx="4" fill="#ffffff" opacity="0.75"/>';
const counter = '<rect x="14" y="126" width="212" height="22" rx="4" fill="#6b4226"/>';

/** @type {Record<string, { background: string, title: string, body?: string, plate?: string, shopfront?: string[], dish?: string }>} */
const images = require('./images.json');
/** @param {(typeof images)[string]} image */
const bodyOf = ({ body, plate: onPlate, shopfront: colours, dish }) =>
  colours ? shopfront(colours[0], colours[1], colours[2]) + counter + (dish ?? '') : onPlate !== undefined ? plate(onPlate) : body ?? '';

const dir = path.join(__dirname, 'images');
fs.mkdirSync(dir, { recursive: true });
for (const [file, image] of Object.entries(images)) fs.writeFileSync(path.join(dir, file), wrap(image.background, bodyOf(image), image.title));
process.stdout.write(`wrote ${Object.keys(images).length} images to ${dir}\n`);
