/**
 * Debian's Chromium as every tool here launches it (Playwright, the bench's JS
 * measure, Lighthouse): never a downloaded browser. Without the background
 * networking flags Chromium keeps trying hosts this machine cannot reach.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
