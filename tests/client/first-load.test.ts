import { describe, expect, it } from 'vitest';
import { firstLoadFiles, type Manifest } from '../../bench/lib/first-load';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js', '_store.js'], css: ['assets/index.css'] },
  '_react.js': { file: 'assets/react.js' },
  '_store.js': { file: 'assets/store.js', imports: ['_react.js'] },
  'src/pages/WorkspacePage.tsx': { file: 'assets/Workspace.js', imports: ['_store.js', '_dock.js'], css: ['assets/Workspace.css'] },
  '_dock.js': { file: 'assets/dock.js' },
  'src/widgets/chart/ChartWidget.tsx': { file: 'assets/Chart.js', imports: ['_chart-lib.js'] },
  '_chart-lib.js': { file: 'assets/chart-lib.js' },
};

describe('first load', () => {
  it('is the entry and the page with their static imports and CSS, each once, never a lazy chunk', () => {
    expect(firstLoadFiles(manifest, 'pages/WorkspacePage.tsx').sort()).toEqual(
      [
        'assets/index.js',
        'assets/index.css',
        'assets/react.js',
        'assets/store.js',
        'assets/Workspace.js',
        'assets/Workspace.css',
        'assets/dock.js',
      ].sort(),
    );
  });

  it('refuses a page the build does not have', () => {
    expect(() => firstLoadFiles(manifest, 'pages/Nowhere.tsx')).toThrow(/no chunk/);
  });
});
