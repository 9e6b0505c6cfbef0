/**
 * The Chromium every browser run here launches: Debian's build (never a downloaded one) with the
 * flags that keep it quiet in a container. The Playwright journeys and the web benches
 * (scripts/bench) both read these, so the numbers they report come from the same browser.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
