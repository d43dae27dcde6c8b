// Where a page may send the browser back to after a sign-in: a path of this same site, checked
// after normalisation, so `/.//host`, `/\host`, `//host` or a URL with a scheme (which a browser
// or `new URL()` would turn into another host) can never leave the site.

const BASE = 'http://same-site.invalid';

const unsafe = (c: string): boolean => c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f;

/** The normalised same-site path of `raw` (path, query and fragment), or undefined. */
export function sameSitePath(raw: string | null | undefined): string | undefined {
  // Control characters and backslashes are how browsers are talked into other hosts.
  if (!raw || !raw.startsWith('/') || [...raw].some(unsafe)) return undefined;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('/') && !path.startsWith('//') ? path : undefined;
}
