require('@testing-library/jest-dom');
const { configure } = require('@testing-library/dom');

// findBy*/waitFor give up after 1 s by default; a loaded CI machine needs more headroom.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no matchMedia; components read prefers-color-scheme and prefers-reduced-motion.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false, media: query, onchange: null,
    addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent() { return false; },
  });
}
