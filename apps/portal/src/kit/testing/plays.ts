// The checks that screen stories repeat, as play functions (docs/testing.md "Stories"): a story
// states what its screen shows (`play: showsStatus('…')`) and `playAll` chains several.
import { expect, waitFor, within } from 'storybook/test';

interface Canvas {
  canvasElement: HTMLElement;
}
export type Play = (context: Canvas) => Promise<void>;

type Text = string | RegExp;

/** The live region (`role="status"`) says `text`: pending, redirecting and success states. */
export const showsStatus =
  (text: Text): Play =>
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(text);
  };

/** The alert (a banner, a failed load) says `text`. */
export const showsAlert =
  (text: Text): Play =>
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(text);
  };

/** `text` is on the screen and visible. */
export const showsText =
  (text: Text): Play =>
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(text)).toBeVisible();
  };

/** The page's title (the one `h1`) is `name`. */
export const showsTitle =
  (name: Text): Play =>
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name })).toBeVisible();
  };

/** The region (a named `section`) `name` is there and visible. */
export const showsRegion =
  (name: Text): Play =>
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name })).toBeVisible();
  };

/** The button `name` is there and visible. */
export const showsButton =
  (name: Text): Play =>
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name })).toBeVisible();
  };

/** A submission is under way: its button stays focusable but says it is disabled. */
export const submitting =
  (name: Text): Play =>
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  };

/** The link `name` leads to `href`. */
export const linksTo =
  (name: Text, href: string): Play =>
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name })).toHaveAttribute('href', href);
  };

/** The error summary `name` takes the focus (docs/design.md, forms); returns it. */
export async function focusedSummary(canvasElement: HTMLElement, name: Text) {
  const summary = within(canvasElement).getByRole('alert', { name });
  await waitFor(() => expect(summary).toHaveFocus());
  return summary;
}

/** The texts of the error summary's links, in order: what the summary lists (spec §8). */
export function summaryLinks(summary: HTMLElement): (string | null)[] {
  return within(summary)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

/** Runs the checks one after the other. */
export const playAll =
  (...plays: Play[]): Play =>
  async (context) => {
    for (const play of plays) await play(context);
  };
