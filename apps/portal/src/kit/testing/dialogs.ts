// Opening a modal from a screen story (docs/testing.md "Stories"): press the button on the page,
// then find the dialog it opens. A react-aria modal renders on `document.body`, hence `screen`.
import { expect, screen, userEvent, within } from 'storybook/test';

type Text = string | RegExp;

/** Presses the button `button` of the story and returns the dialog `name` (default: the same). */
export async function openDialog(
  canvasElement: HTMLElement,
  button: Text,
  name: Text = button,
): Promise<HTMLElement> {
  await userEvent.click(within(canvasElement).getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name });
}

/**
 * A play that opens the tip (the ui's `InfoTip`) named `name` from the keyboard, its button
 * focused then Enter, and checks that the tip says each of `texts`.
 */
export const opensTip =
  (name: Text, ...texts: Text[]) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const button = within(canvasElement).getByRole('button', { name });
    button.focus();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const tip = await screen.findByRole('dialog', { name });
    for (const text of texts) await expect(tip).toHaveTextContent(text);
  };
