// Funding-rate candles in the chart (issue 15 item 7): a trader turns the chart to funding and
// reads the USD funding rate over periods 2 to 30 days, live; turned back, it shows the pair.
import { expect, test } from './fixtures';
import { TradedeskPage } from './pages/tradedesk-page';

test('the chart turned to funding shows the funding-rate candles of USD, then the pair again', async ({ page }) => {
  const desk = new TradedeskPage(page);
  await desk.open();
  const chart = desk.panel('chart');
  const legend = chart.getByTestId('ohlc-legend');
  await expect(legend).toContainText(/O\s*\d{2,3},\d{3}/);
  const toggle = chart.getByRole('button', { name: 'Funding rate' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(chart.getByRole('region', { name: 'Funding rate chart, USD, periods 2 to 30 days' })).toBeVisible();
  await expect(chart.getByRole('img', { name: /funding rate, periods 2 to 30 days/ })).toBeVisible();
  await expect(chart.getByRole('status')).toHaveText('Live', { timeout: 20_000 });
  // A daily rate: well under 1.
  await expect(legend).toContainText(/O\s*0\.\d+/);
  await page.screenshot({ path: 'test-results/funding-chart.png' });

  await toggle.click();
  await expect(chart.getByRole('region', { name: 'Chart, BTC/USD' })).toBeVisible();
  await expect(legend).toContainText(/O\s*\d{2,3},\d{3}/);
});
