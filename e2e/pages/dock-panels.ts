// Page object: the docked panels, read as the flexlayout model shows them in the page. A panel
// (tabset) is a `.flexlayout__tabset` with its path in data-layout-path; each tab button carries
// its widget key in data-tab-key, the shown tab's content the same key in data-widget-key.
// (flexlayout also keeps hidden copies of the tab buttons for drag images: only what is inside
// a tabset counts.)
import { expect, type Locator, type Page } from '../fixtures';

/** Where a dragged tab is dropped on the target panel. */
export type DockEdge = 'left' | 'right' | 'top' | 'bottom' | 'center';

/** The arrangement: every panel's widget keys in tab order, panels in page order. */
export type Arrangement = string[][];

export class DockPanels {
  constructor(private readonly page: Page) {}

  /** Every panel (tabset) of the layout, shown or hidden behind a maximised one. */
  all(): Locator {
    return this.page.locator('.flexlayout__tabset');
  }

  /** The panels a trader can see. */
  visible(): Locator {
    return this.all().locator('visible=true');
  }

  tabButton(key: string): Locator {
    return this.page.locator('.flexlayout__tab_button').filter({ has: this.page.locator(`[data-tab-key="${key}"]`) });
  }

  /** The panel that holds a widget's tab. */
  panelOf(key: string): Locator {
    return this.all().filter({ has: this.page.locator(`[data-tab-key="${key}"]`) });
  }

  /** A widget's content (present only while its tab is the one shown). */
  content(key: string): Locator {
    return this.page.locator(`[data-widget-key="${key}"]`);
  }

  async arrangement(): Promise<Arrangement> {
    return this.page.evaluate(() =>
      [...document.querySelectorAll('.flexlayout__tabset')]
        .sort((a, b) => (a.getAttribute('data-layout-path') ?? '').localeCompare(b.getAttribute('data-layout-path') ?? ''))
        .map((ts) => [...ts.querySelectorAll('[data-tab-key]')].map((el) => el.getAttribute('data-tab-key') ?? '')),
    );
  }

  /** Keys of the widgets in the same panel as `key`, in tab order. */
  async companionsOf(key: string): Promise<string[]> {
    return this.panelOf(key)
      .locator('[data-tab-key]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-tab-key') ?? ''));
  }

  /** Keys of every widget of a type in the layout. */
  async keysOf(type: string): Promise<string[]> {
    return this.all()
      .locator(`[data-tab-key^="widget/${type}/"]`)
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-tab-key') ?? ''));
  }

  /**
   * Drags a widget's tab with the mouse (down, move, up) onto another widget's panel: an edge
   * splits that panel and docks the tab beside it, the centre adds it to that panel's tabs.
   */
  async dragTab(key: string, ontoKey: string, edge: DockEdge): Promise<void> {
    const from = await this.tabButton(key).boundingBox();
    const target = await this.panelOf(ontoKey).boundingBox();
    if (!from || !target) throw new Error(`cannot drag ${key} onto ${ontoKey}: not on screen`);
    const inset = 8;
    const spot: Record<DockEdge, { x: number; y: number }> = {
      left: { x: target.x + inset, y: target.y + target.height / 2 },
      right: { x: target.x + target.width - inset, y: target.y + target.height / 2 },
      top: { x: target.x + target.width / 2, y: target.y + 40 },
      bottom: { x: target.x + target.width / 2, y: target.y + target.height - inset },
      center: { x: target.x + target.width / 2, y: target.y + target.height / 2 },
    };
    const to = spot[edge];
    await this.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await this.page.mouse.down();
    // A few small steps first so the drag starts, then the way to the drop spot.
    await this.page.mouse.move(from.x + from.width / 2 + 6, from.y + from.height / 2 + 6, { steps: 3 });
    await this.page.mouse.move(to.x, to.y, { steps: 12 });
    await this.page.mouse.move(to.x + 1, to.y, { steps: 2 });
    await this.page.mouse.up();
  }

  async maximise(key: string): Promise<void> {
    await this.panelOf(key).getByRole('button', { name: 'Maximise panel', exact: true }).click();
  }

  async restore(key: string): Promise<void> {
    await this.panelOf(key).getByRole('button', { name: 'Restore panel', exact: true }).click();
  }

  async showTab(key: string): Promise<void> {
    await this.tabButton(key).click();
    await expect(this.content(key)).toBeVisible();
  }
}
