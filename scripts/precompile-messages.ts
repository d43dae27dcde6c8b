// Build step of the message catalogues (src/i18n): every ICU message is parsed at build time and
// shipped as its syntax tree, and the browser's intl-messageformat gets formatjs' parser-less
// stand-in, so the first load carries no ICU parser (formatjs' documented precompiled mode). A
// message that does not parse fails the build. Tests and `npm run dev` keep the parser and the
// source texts.
import { parse } from '@formatjs/icu-messageformat-parser';
import MagicString from 'magic-string';
import { parseAst, type Plugin } from 'vite';
import { LITERAL_MESSAGE } from '../src/i18n/literal';

/** The catalogue modules: every file of src/i18n (English) and of its locale folders (the
 *  marketing site's in their site/ folder), but the formatter (index.ts). */
export const CATALOGUE_ID = /[\\/]src[\\/]i18n[\\/](?:[\w-]+[\\/]){0,2}(?!index\.)[\w-]+\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(v: unknown): v is Node {
  return typeof v === 'object' && v !== null && typeof (v as Node).type === 'string';
}

/** Each string property value of the module's objects replaced by its message's syntax tree. */
export function compileCatalogue(code: string, id: string): { code: string; map: ReturnType<MagicString['generateMap']> } {
  const out = new MagicString(code);
  const visit = (node: Node): void => {
    if (node.type === 'Property') {
      const value = node.value;
      // A text with no ICU syntax stays a string: t() shows it as it is (LITERAL_MESSAGE).
      if (isNode(value) && value.type === 'Literal' && typeof value.value === 'string' && !LITERAL_MESSAGE.test(value.value)) {
        let ast;
        try {
          ast = parse(value.value);
        } catch (err) {
          throw new Error(`${id}: the message ${JSON.stringify(value.value)} does not parse: ${(err as Error).message}`, { cause: err });
        }
        out.overwrite(value.start, value.end, JSON.stringify(ast));
      }
    }
    for (const child of Object.values(node)) {
      if (Array.isArray(child)) for (const c of child) if (isNode(c)) visit(c);
      if (isNode(child)) visit(child);
    }
  };
  visit(parseAst(code) as unknown as Node);
  return { code: out.toString(), map: out.generateMap({ hires: true, source: id }) };
}

export function precompileMessages(): Plugin {
  return {
    name: 'tradedesk:precompile-messages',
    apply: 'build',
    // After the TypeScript transform: the catalogue is plain JavaScript by then.
    enforce: 'post',
    config: () => ({
      resolve: {
        alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
      },
    }),
    transform(code, id) {
      return CATALOGUE_ID.test(id) ? compileCatalogue(code, id) : null;
    },
  };
}
