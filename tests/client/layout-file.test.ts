import { describe, expect, it } from 'vitest';
import { LAYOUT_FILE_FORMAT, MAX_LAYOUT_FILE_BYTES, layoutFileName, layoutFileText, readLayoutFile } from '../../src/layouts/layout-file';
import { defaultLayoutContent } from '../../src/layouts/flex-model';
import { isWidgetType } from '../../src/layouts/registry';
import { tabConfigs } from '../../src/models/layout-tabs';
import { widgetKeysOf } from '../../src/layouts/flex-model';
import type { IJsonModel } from 'flexlayout-react';

const keys = (model: Record<string, unknown>) => widgetKeysOf(model as unknown as IJsonModel);

function file(): Record<string, unknown> {
  return JSON.parse(layoutFileText({ name: 'Scalping', ...defaultLayoutContent() })) as Record<string, unknown>;
}

describe('layout files', () => {
  it('round-trips a layout: its tree, every panel and its state, and the grid', () => {
    const content = defaultLayoutContent();
    const text = layoutFileText({ name: 'Scalping', ...content }, new Date('2026-11-25T00:00:00Z'));
    expect(JSON.parse(text)).toMatchObject({
      format: LAYOUT_FILE_FORMAT,
      version: 2,
      name: 'Scalping',
      exportedAt: '2026-11-25T00:00:00.000Z',
    });
    const read = readLayoutFile(text, isWidgetType);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.name).toBe('Scalping');
    expect(keys(read.content.model)).toEqual(keys(content.model));
    expect(tabConfigs(read.content.model)).toEqual(tabConfigs(content.model));
    expect(read.dropped).toEqual([]);
  });

  it('leaves out the panels of widgets this build does not have, and names them', () => {
    const f = file();
    const tabset = findTabset((f.model as { layout: { type: string; children?: unknown[] } }).layout);
    tabset!.children!.push({ type: 'tab', id: 'widget/heatmap/abc123', name: 'Heatmap' }, { type: 'tab', id: 'widget/heatmap/def456' });
    tabset!.selected = tabset!.children!.length - 1;
    const read = readLayoutFile(JSON.stringify(f), isWidgetType);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.dropped).toEqual(['heatmap']);
    expect(keys(read.content.model).some((k) => k.includes('heatmap'))).toBe(false);
  });

  it('refuses what is not a layout of ours, newer, damaged or hostile, with the reason', () => {
    const refused = (text: string) => {
      const r = readLayoutFile(text, isWidgetType);
      return r.ok ? 'accepted' : r.error;
    };
    expect(refused('not json')).toBe('layouts.importNotJson');
    expect(refused(JSON.stringify({ layouts: [] }))).toBe('layouts.importForeign');
    expect(refused(JSON.stringify({ ...file(), version: 99 }))).toBe('layouts.importNewer');
    expect(refused(JSON.stringify({ ...file(), name: '' }))).toBe('layouts.importInvalid');
    expect(refused(JSON.stringify({ ...file(), model: { layout: { type: 'row', children: [{ type: 'tab', id: 'x' }] } } }))).toBe(
      'layouts.importInvalid',
    );
    // The same panel twice.
    const twice = {
      type: 'tabset',
      children: [
        { type: 'tab', id: 'widget/book/a' },
        { type: 'tab', id: 'widget/book/a' },
      ],
    };
    expect(refused(JSON.stringify({ ...file(), model: { layout: { type: 'row', children: [twice] } } }))).toBe('layouts.importInvalid');
    // Nested thousands deep: refused without a stack overflow.
    const depth = 9000;
    const deep = `${'{"type":"row","children":['.repeat(depth)}{"type":"tabset","children":[]}${']}'.repeat(depth)}`;
    const hostile = `{"format":"${LAYOUT_FILE_FORMAT}","version":2,"name":"x","model":{"layout":${deep}}}`;
    expect(hostile.length).toBeLessThan(MAX_LAYOUT_FILE_BYTES);
    expect(refused(hostile)).not.toBe('accepted');
    let shallowEnough: Record<string, unknown> = { type: 'tabset', children: [] };
    for (let i = 0; i < 40; i++) shallowEnough = { type: 'row', children: [shallowEnough] };
    expect(refused(JSON.stringify({ ...file(), model: { layout: shallowEnough } }))).toBe('layouts.importTooDeep');
    expect(refused(' '.repeat(MAX_LAYOUT_FILE_BYTES + 1))).toBe('layouts.importTooBig');
  });

  it("reads a version 1 file, moving the panels' states into their tabs", () => {
    const content = defaultLayoutContent();
    const key = keys(content.model)[0]!;
    const v1 = { ...file(), version: 1, widgets: { [key]: { prec: 'P2' } } };
    const read = readLayoutFile(JSON.stringify(v1), isWidgetType);
    expect(read.ok && tabConfigs(read.content.model)[key]).toEqual({ prec: 'P2' });
  });

  it('names the file after the layout in safe characters', () => {
    expect(layoutFileName('Scalp desk / BTC')).toBe('Scalp-desk-BTC.tradedesk-layout.json');
    expect(layoutFileName('../..')).toBe('layout.tradedesk-layout.json');
  });
});

function findTabset(node: {
  type: string;
  children?: unknown[];
}): { type: string; children?: Array<Record<string, unknown>>; selected?: number } | undefined {
  if (node.type === 'tabset') return node as { type: string; children?: Array<Record<string, unknown>> };
  for (const c of node.children ?? []) {
    const found = findTabset(c as { type: string; children?: unknown[] });
    if (found) return found;
  }
  return undefined;
}
