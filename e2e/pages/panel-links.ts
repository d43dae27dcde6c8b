// Page object: a docked panel's link group, worked the way a trader does: the link colour menu in
// the shown panel's header, the coloured marker on its tab, the panel's own pair selector.
import { expect, type Locator, type Page } from '../fixtures';
import { DockPanels } from './dock-panels';

export type LinkColourName = 'None (own pair)' | 'Blue' | 'Green' | 'Amber' | 'Violet';

export class PanelLinks {
  readonly dock: DockPanels;

  constructor(private readonly page: Page) {
    this.dock = new DockPanels(page);
  }

  /** The marker on a widget's tab, named after its group ("Link group: Green"). */
  marker(key: string): Locator {
    return this.dock.tabButton(key).getByLabel(/^Link group: /);
  }

  /** Shows the widget's tab and picks a link colour from its panel's menu. */
  async setColour(key: string, colour: LinkColourName): Promise<void> {
    await this.dock.showTab(key);
    await this.dock.panelOf(key).getByRole('button', { name: 'Link colour', exact: true }).click();
    const menu = this.page.getByRole('menu', { name: 'Link colours' });
    await menu.getByRole('menuitemradio', { name: colour, exact: true }).click();
    await expect(menu).toBeHidden();
  }

  /** The panel's own pair selector (shown while the panel is not in the workspace's colour). */
  pairSelector(key: string): Locator {
    return this.dock.panelOf(key).getByRole('combobox', { name: 'Panel pair', exact: true });
  }

  async choosePair(key: string, symbol: string): Promise<void> {
    await this.dock.showTab(key);
    await this.pairSelector(key).selectOption(symbol);
  }
}
