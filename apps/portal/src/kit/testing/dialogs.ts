// Opening a modal from a screen story (docs/testing.md "Stories"): press the button on the page,
// then find the dialog it opens. A react-aria modal renders on `document.body`, hence `screen`.
import { screen, userEvent, within } from 'storybook/test';

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
