// The one way the scripts, the benchmarks and the browser journeys find and start Chromium. CHROMIUM_PATH names the
// browser; without it, Debian's chromium at /usr/bin/chromium (on GitHub's Ubuntu runners `apt-get install chromium`
// installs only a snap stub, so the journeys workflow points CHROMIUM_PATH at the Chrome of its runner instead).
const { existsSync } = require('node:fs');
const { spawnSync } = require('node:child_process');

const DEFAULT_CHROMIUM = '/usr/bin/chromium';
/** Where Debian's fonts-noto-core puts Noto Sans Devanagari (among its fonts). */
const DEVANAGARI_FONT = '/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf';
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM;

// Headless without a sandbox (containers, CI), and no network traffic of the browser's own: the machines that run
// the journeys and the benchmarks may be offline, and background requests would blur the measurements.
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Flags for launchers that do not add a headless flag of their own (chrome-launcher, for Lighthouse). */
const HEADLESS_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

function playwright() {
  return require('playwright-core').chromium;
}

/** A headless browser (playwright-core). */
function launchChromium(options = {}) {
  return playwright().launch({ executablePath: CHROMIUM_PATH, headless: true, ...options, args: [...CHROMIUM_FLAGS, ...(options.args ?? [])] });
}

/** A headless browser with a persistent profile in `profileDir` (its own cookies, storage and IndexedDB). */
function launchChromiumContext(profileDir, options = {}) {
  return playwright().launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    ...options,
    args: [...CHROMIUM_FLAGS, ...(options.args ?? [])],
  });
}

/** The browser's version line, e.g. 'Chromium 140.0.7339.185 built on Debian …'. */
function chromiumVersion() {
  return spawnSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' }).stdout?.trim().split('\n')[0] ?? 'unknown browser';
}

/**
 * Makes sure the browser exists: Debian's chromium is installed with apt-get when missing (root, or sudo). A
 * CHROMIUM_PATH that points nowhere is an error: installing Debian's package would not put a browser there.
 * @returns {string | null} null when the browser is there, else what went wrong
 */
function ensureChromium({ log = console.log } = {}) {
  // Debian's Chromium draws Devanagari (the Marathi and Hindi pages, issue 44) only with a font that has it:
  // fonts-noto-core's Noto Sans Devanagari, the system font the portal's font stack names.
  const fonts = existsSync(DEVANAGARI_FONT) ? [] : ['fonts-noto-core'];
  const browser = existsSync(CHROMIUM_PATH) ? [] : ['chromium'];
  if (browser.length && CHROMIUM_PATH !== DEFAULT_CHROMIUM) return `CHROMIUM_PATH is ${CHROMIUM_PATH}, but there is no browser there.`;
  // a browser given by CHROMIUM_PATH (Chrome on GitHub's runners) brings its own fonts' needs: only Debian's gets them
  const packages = CHROMIUM_PATH === DEFAULT_CHROMIUM ? [...browser, ...fonts] : browser;
  if (!packages.length) return null;
  log(`Installing Debian ${packages.join(' and ')} for the browser tests…`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const step of [['apt-get', 'update', '-qq'], ['apt-get', 'install', '-y', '-qq', ...packages]]) {
    const [cmd, ...args] = [...sudo, ...step];
    if (spawnSync(cmd, args, { stdio: 'inherit', env }).status !== 0) return `Could not install ${packages.join(' and ')} (${step.join(' ')} failed).`;
  }
  return null;
}

module.exports = { CHROMIUM_PATH, CHROMIUM_FLAGS, HEADLESS_FLAGS, chromiumVersion, ensureChromium, launchChromium, launchChromiumContext };
