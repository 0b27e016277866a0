// What the registration e2e tests do with the forms' fields, as a user of the keyboard and the
// mouse would (docs/testing.md): react-aria radios and checkboxes chosen from the keyboard, pick lists
// opened and chosen from, fields found by their label as the catalog words it (support/texts.ts).
import { expect, type Locator, type Page } from '@playwright/test';
import { text } from './texts';

/** `text` as a literal inside a regular expression. */
export function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A react-aria radio or checkbox, chosen from the keyboard (focus, then Space). */
export async function press(page: Page, name: string, role: 'radio' | 'checkbox') {
  const control = page.getByRole(role, { name, exact: true });
  await control.focus();
  await page.keyboard.press('Space');
  await expect(control).toBeChecked();
}

/**
 * The acceptance of the terms and the personal-data policy (spec §5), from the keyboard: the
 * checkbox is named by its whole sentence, links included; its start is enough to find it.
 */
export async function acceptTerms(page: Page, lang: 'fr' | 'en' = 'fr') {
  const start = text(lang, 'register.terms').split('<terms>')[0]!.trim();
  const control = page.getByRole('checkbox', { name: new RegExp(`^${escape(start)}`) });
  await control.focus();
  await page.keyboard.press('Space');
  await expect(control).toBeChecked();
}

/**
 * The trigger of the pick list labelled `label`: react-aria names the button by its value and
 * its label ('Sélectionner… Pays'), so the label ends the name.
 */
export function pickList(page: Page, label: string): Locator {
  return page.getByRole('button', { name: new RegExp(`(^|\\s)${escape(label)}\\s*\\*?$`) });
}

/** Opens the pick list labelled `label` with the mouse and picks `option` from it. */
export async function choose(page: Page, label: string, option: string) {
  const trigger = pickList(page, label);
  await trigger.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(trigger).toContainText(option);
}

/** Opens the pick list labelled `label` from the keyboard and picks `option` by typing it. */
export async function chooseWithKeyboard(page: Page, label: string, option: string) {
  const trigger = pickList(page, label);
  await trigger.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.type(option);
  await expect(page.getByRole('option', { name: option, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(trigger).toContainText(option);
}

/** The text field labelled exactly `label`. */
export function textbox(page: Page, label: string): Locator {
  return page.getByRole('textbox', { name: label, exact: true });
}

/**
 * The message under a field: react-aria ties it to the input by aria-describedby, which is what
 * a screen reader announces with the field.
 */
export async function expectFieldMessage(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(escape(message)));
}
