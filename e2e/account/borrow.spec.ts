// Borrowing in the browser: a new trader reads what borrowing is and the high-cost threshold,
// bids above it and is warned first (the rate, the year's rate, the cost, the threshold), changes
// their mind, then borrows anyway and finds the bid in the funding market; a bid below the
// threshold goes without a warning. The funding disclaimer is asked on the first visit only. The
// collateral check: the page shows what the margin wallet's collateral still backs, a bid above it
// is refused by the exchange with the numbers (the page warns first), and a bid counts against it.
import { expect, test } from '../fixtures';
import { newTraderLoggedIn } from '../pages/auth/new-trader';
import { BorrowPage } from '../pages/account/earn-pages';

test('a high-cost loan is warned about before it is sent; an ordinary one is not', async ({ page, request }) => {
  test.setTimeout(90_000);
  await newTraderLoggedIn(page, request, 'borrow', 'borrow-Loan-password-1');
  const borrow = new BorrowPage(page);
  await borrow.open();
  await expect(page.getByText(/the balances of your margin wallet are its collateral/)).toBeVisible();
  await expect(page.getByText('A daily rate above 0.100% (36.50% a year) is a high-cost loan', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your collateral (margin wallet)' })).toContainText('USD');

  await borrow.bid('USD', '1000', '0.2', '2');
  await expect(page.getByText(/Interest for the whole period: about 4\.0+ USD \(73\.00% a year\)/)).toBeVisible();
  await borrow.submit().click();
  const warning = borrow.warning();
  await expect(warning).toContainText('You are about to bid 0.200% a day for 1,000.00000000 USD, 73.00% a year');
  await expect(warning).toContainText('above the 0.100% a day treated as high-cost');
  await page.screenshot({ path: 'test-results/borrow-warning-1440.png' });
  await warning.getByRole('button', { name: 'Change the rate' }).click();
  await expect(warning).toHaveCount(0);
  await expect(borrow.outcome()).toHaveCount(0);
  await expect(page.getByText('No open bids.')).toBeVisible();
  await expect(page.getByText('No loans.')).toBeVisible();

  await borrow.submit().click();
  await borrow.warning().getByRole('button', { name: 'Borrow anyway' }).click();
  await expect(borrow.outcome()).toHaveText(/^Submitting funding bid of 1000(\.0)? USD at 0\.002 for 2 days\.$/);
  // The bid rests in the funding market or is already taken, as one loan or several (the offers it
  // met): a new trader has no other loan.
  const resting = borrow.bids().locator('tbody tr').filter({ hasText: '1,000' });
  const taken = borrow
    .loans()
    .locator('tbody tr')
    .filter({ has: page.getByRole('button', { name: 'Repay' }) });
  await expect(resting.or(taken).first()).toBeVisible();

  // Accepted once: the next visit goes straight to the page.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Borrow' }).first()).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(borrow.disclaimer()).toHaveCount(0);

  await borrow.bid('USD', '500', '0.01', '2');
  await borrow.submit().click();
  await expect(borrow.warning()).toHaveCount(0);
  await expect(borrow.outcome()).toHaveText(/^Submitting funding bid of 500(\.0)? USD at 0\.0001 for 2 days\.$/);
});

test('the page shows what the collateral backs; a bid above it is refused with the numbers', async ({ page, request }) => {
  test.setTimeout(90_000);
  await newTraderLoggedIn(page, request, 'borrow-limit', 'borrow-Limit-password-1');
  const borrow = new BorrowPage(page);
  await borrow.open();
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('USD');
  const available = borrow.available();
  await expect(available).toContainText(/^Available to borrow: [\d,]+\.\d{8} USD \([\d,]+\.\d{2} USD\)/);
  await expect(available).toContainText(
    /margin wallet’s [\d,.]+ USD at up to [\d.]+× leverage backs [\d,.]+ USD of borrowing; 0\.00 USD of it is already borrowed or bid for\./,
  );
  const figure = Number(((await available.textContent()) ?? '').match(/^Available to borrow: ([\d,]+\.\d+) USD/)![1]!.replace(/,/g, ''));
  expect(figure).toBeGreaterThan(100_000);

  // Far above the figure: the page warns, the exchange refuses and says the numbers.
  await borrow.bid('USD', String(Math.ceil(figure * 2)), '0.01', '2');
  await expect(page.getByText(/^More than the [\d,.]+ USD your collateral backs: the exchange will refuse this bid\.$/)).toBeVisible();
  await borrow.submit().click();
  await expect(borrow.refusal()).toHaveText(
    /^Invalid bid: not enough collateral in the margin wallet to borrow \d+ USD \([\d.]+ USD\): its [\d.]+ USD at [\d.]+× leverage backs [\d.]+ USD, 0\.00 USD of it already borrowed or bid for, leaving [\d.]+ USD \([\d.]+ USD\); add collateral to the margin wallet or borrow less$/,
  );
  await expect(page.getByText('No open bids.')).toBeVisible();
  await page.screenshot({ path: 'test-results/borrow-limit-1440.png' });

  // Within it: taken, and the figure counts it.
  await borrow.bid('USD', '1000', '0.01', '2');
  await borrow.submit().click();
  await expect(borrow.outcome()).toHaveText(/^Submitting funding bid of 1000(\.0)? USD at 0\.0001 for 2 days\.$/);
  await expect(available).toContainText('1,000.00 USD of it is already borrowed or bid for');
});
