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
  // The full browser in headless mode still builds its window's omnibox popup, a WebUI page in a
  // renderer of its own, for every new window: about 2 s of CPU a test context that no test uses.
  '--disable-features=PreloadTopChromeWebUI,WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
];
