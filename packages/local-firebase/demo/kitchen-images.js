// @ts-check
'use strict';
/**
 * Each demo kitchen's picture (drawn by make-images.js; a site path the rules accept), read by the seed.
 * @type {Readonly<Record<string, string>>}
 */
const KITCHEN_IMAGES = Object.freeze({
  'prov-annapurna': '/images/kitchen-annapurna.svg',
  'prov-saoji-rasoi': '/images/kitchen-saoji.svg',
  'prov-hingna-mess': '/images/kitchen-hingna-mess.svg',
  'prov-jaitala-kitchen': '/images/kitchen-meera.svg',
  'prov-trimurti-dabba': '/images/kitchen-trimurti.svg',
  'prov-manish-nagar': '/images/kitchen-amma.svg',
  'prov-dharampeth-bengali': '/images/kitchen-ghoroa.svg',
  'prov-sitabuldi-jain': '/images/kitchen-shuddh-jain.svg',
  'prov-hingna-biryani': '/images/kitchen-wadi-biryani.svg',
});
/** The picture of a kitchen without its own (a kitchen that signs up later sets one on its profile). */
const DEFAULT_KITCHEN_IMAGE = '/images/kitchen.svg';

module.exports = { KITCHEN_IMAGES, DEFAULT_KITCHEN_IMAGE };
