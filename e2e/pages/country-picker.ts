// Page object part: the country combobox of the sign-up and verification forms (a searchable list
// of the exchange's countries), chosen by typing part of the name and picking the option.
import { expect, type Locator, type Page } from '../fixtures';

export async function chooseCountry(scope: Page | Locator, label: string | RegExp, name: string): Promise<void> {
  const field = scope.getByRole('combobox', { name: label });
  await expect(field).toBeEnabled();
  await field.fill(name.slice(0, 4));
  await scope.getByRole('option', { name, exact: true }).click();
  await expect(field).toHaveValue(name);
}
