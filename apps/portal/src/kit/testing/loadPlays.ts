// A failed load's check, as a play (docs/testing.md "Stories"): the screen says the load failed
// and its retry reaches the container (spec §7: a failed load offers a retry).
import { expect, userEvent, within } from 'storybook/test';

type Text = string | RegExp;

interface RetryContext {
  canvasElement: HTMLElement;
  args: { onRetry?: unknown };
}

/** `text` (when given) is visible, and the button `retry` calls the story's `onRetry` once. */
export const retries =
  (retry: Text, text?: Text) =>
  async ({ canvasElement, args }: RetryContext) => {
    const canvas = within(canvasElement);
    if (text !== undefined) await expect(canvas.getByText(text)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  };
