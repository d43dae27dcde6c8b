// What a page's first load costs: the files the browser needs before the page can draw, read from
// the build's manifest (vite's chunk graph): the entry and everything it imports statically, then
// the page's own lazy chunk and its static imports, with their CSS; gzip-compressed at level 9
// like the served .gz copies. Chunks loaded later (each widget when its panel shows, the narrow
// screens' grid, the password checker) are not part of it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface FirstLoad {
  /** Served file names, each once. */
  files: string[];
  gzipBytes: number;
}

/** The files of the entry (the build's page, index.html: the trading app) and of the page whose
 *  source path ends with `page`. */
export function firstLoadFiles(manifest: Manifest, page: string, entryPage = 'index.html'): string[] {
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry && k === entryPage);
  const pageKey = Object.keys(manifest).find((k) => k.endsWith(page));
  if (!entry) throw new Error(`the manifest has no entry ${entryPage}`);
  if (!pageKey) throw new Error(`the manifest has no chunk for ${page}`);
  const seen = new Set<string>();
  const files = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest names a missing chunk ${key}`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const dep of chunk.imports ?? []) walk(dep);
  };
  walk(entry);
  walk(pageKey);
  return [...files];
}

/** Which build a page is part of: its HTML page and the manifest of its build. */
export interface BuildEntry {
  entry: string;
  manifest: string;
}
export const APP_BUILD: BuildEntry = { entry: 'index.html', manifest: '.vite/manifest.json' };
/** The marketing site, a build of its own (vite.marketing.config.ts). */
export const MARKETING_BUILD: BuildEntry = { entry: 'marketing.html', manifest: '.vite/marketing-manifest.json' };

/** The first load of `page` in the built client at `clientDir`, in the app's build or another. */
export function firstLoad(clientDir: string, page: string, build: BuildEntry = APP_BUILD): FirstLoad {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, build.manifest), 'utf8')) as Manifest;
  const files = firstLoadFiles(manifest, page, build.entry);
  let gzipBytes = 0;
  for (const f of files) gzipBytes += gzipSync(readFileSync(path.join(clientDir, f)), { level: 9 }).length;
  return { files, gzipBytes };
}
