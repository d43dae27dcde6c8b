// Debian's Chromium as the e2e suite and the workspace benchmark launch it: the system browser
// (never a download), headless, without a sandbox, GPU or anything that talks to the network.
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
