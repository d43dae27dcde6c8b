// The layers of ARCHITECTURE.md, enforced: a file may import only the layers below it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');

function filesUnder(dir: string): string[] {
  const abs = path.join(root, dir);
  let entries: string[];
  try {
    entries = readdirSync(abs);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const rel = path.join(dir, name);
    if (statSync(path.join(root, rel)).isDirectory()) return filesUnder(rel);
    return /\.(ts|tsx)$/.test(name) ? [rel] : [];
  });
}

interface Import {
  spec: string;
  typeOnly: boolean;
  target: string | null;
}

function importsOf(file: string): Import[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  const re =
    /^\s*(import|export)\s+(type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;
  const out: Import[] = [];
  for (const m of text.matchAll(re)) {
    const spec = m[3] ?? m[4] ?? m[5] ?? '';
    const target = spec.startsWith('.') ? path.normalize(path.join(path.dirname(file), spec)) : null;
    out.push({ spec, typeOnly: Boolean(m[2]), target });
  }
  return out;
}

function violations(dir: string, allowed: (imp: Import) => boolean): string[] {
  return filesUnder(dir).flatMap((file) =>
    importsOf(file)
      .filter((imp) => imp.target !== null && !allowed(imp))
      .map((imp) => `${file} → ${imp.spec}`),
  );
}

const inside = (imp: Import, ...dirs: string[]) => dirs.some((d) => imp.target === d || imp.target!.startsWith(d + path.sep));

/** The widget folder a path lies in (`src/widgets/book`), or null outside src/widgets. */
function widgetFolder(p: string): string | null {
  const parts = p.split(path.sep);
  return parts[0] === 'src' && parts[1] === 'widgets' && parts.length > 3 ? parts.slice(0, 3).join(path.sep) : null;
}

/** A widget may use its own folder and the shared layers, never another widget's folder:
 *  what two widgets share lives in src/ui, src/format, src/app or the models. */
export function crossesWidgets(file: string, target: string): boolean {
  const from = widgetFolder(file);
  const to = widgetFolder(target);
  return from !== null && to !== null && from !== to;
}

describe('layering', () => {
  it('src/protocol imports nothing of ours and no node: module', () => {
    expect(violations('src/protocol', (i) => inside(i, 'src/protocol'))).toEqual([]);
    const nodeImports = filesUnder('src/protocol').filter((f) => /from\s+['"]node:/.test(readFileSync(path.join(root, f), 'utf8')));
    expect(nodeImports).toEqual([]);
  });
  it('src/services imports only src/protocol', () => {
    expect(violations('src/services', (i) => inside(i, 'src/services', 'src/protocol'))).toEqual([]);
  });
  it('src/models imports only protocol, format, the site gates and types of services', () => {
    expect(
      violations(
        'src/models',
        (i) => inside(i, 'src/models', 'src/protocol', 'src/format', 'src/site') || (i.typeOnly && inside(i, 'src/services')),
      ),
    ).toEqual([]);
  });
  it('src/site (the feature gates everything asks) imports only protocol and types of models', () => {
    expect(violations('src/site', (i) => inside(i, 'src/site', 'src/protocol') || (i.typeOnly && inside(i, 'src/models')))).toEqual([]);
  });
  it('widgets and pages never import services', () => {
    for (const dir of ['src/widgets', 'src/pages', 'src/layouts', 'src/marketing']) {
      expect(violations(dir, (i) => !inside(i, 'src/services'))).toEqual([]);
    }
  });
  it('no widget imports from another widget folder (code or CSS)', () => {
    const crossing = filesUnder('src/widgets').flatMap((file) =>
      importsOf(file)
        .filter((imp) => imp.target !== null && crossesWidgets(file, imp.target))
        .map((imp) => `${file} → ${imp.spec}`),
    );
    expect(crossing).toEqual([]);
  });
  it('the widget rule tells a crossing import from an allowed one', () => {
    const p = (...parts: string[]) => parts.join(path.sep);
    expect(crossesWidgets(p('src/widgets/wallets/ConvertModal.tsx'), p('src/widgets/orderForm/form-model'))).toBe(true);
    expect(crossesWidgets(p('src/widgets/funding-book/FundingBookWidget.tsx'), p('src/widgets/book/book.css'))).toBe(true);
    expect(crossesWidgets(p('src/widgets/orders/OrdersWidget.tsx'), p('src/widgets/orders/ActiveOrders'))).toBe(false);
    expect(crossesWidgets(p('src/widgets/orders/OrdersWidget.tsx'), p('src/ui/DataTable'))).toBe(false);
    expect(crossesWidgets(p('src/layouts/registry.tsx'), p('src/widgets/book/BookWidget'))).toBe(false);
  });
  it('src/app reaches widgets only through the layout registry, never directly', () => {
    expect(violations('src/app', (i) => !inside(i, 'src/widgets'))).toEqual([]);
  });
  it('server/ imports src/protocol and nothing else of src/', () => {
    expect(violations('server', (i) => !i.target!.startsWith('src') || inside(i, 'src/protocol'))).toEqual([]);
  });

  it("writes REST call paths only in the protocol's call table", () => {
    // A quoted path of a call ('v2/…', '/v2/…', '/api/…'); prefixes such as '/v2/*' are not calls.
    const quotedPath = /['"`]\/?(v2|api)\/[a-z]/;
    const offenders = ['src', 'server'].flatMap((dir) =>
      filesUnder(dir)
        .filter((f) => !f.startsWith(path.join('src', 'protocol', 'calls')))
        .flatMap((f) =>
          readFileSync(path.join(root, f), 'utf8')
            .split('\n')
            .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line) && quotedPath.test(line))
            .map((line) => `${f}: ${line.trim()}`),
        ),
    );
    expect(offenders).toEqual([]);
  });
});
