// The browser's side of the prerendered pages (docs/performance.md "Prerendered pages"): the page
// painted from its HTML is hydrated once its catalog namespaces are in, and what the user typed
// before that is handed to the form.
import type { Language } from '@salon/domain';
import { loadNamespaces } from '../../i18n/catalogs';
import { pageNamespaces, type PrerenderedPage } from './pages';

/** Set on `<html>` once the form is live: until then the page's head script blocks any submit. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Loads the texts the page shows, so that the hydration finds them (no message id, no loading
 * state). Its route's chunks are preloaded by its HTML; React hydrates the screen when its chunk
 * is in, keeping the HTML meanwhile.
 */
export async function loadPage(page: PrerenderedPage, lang: Language): Promise<void> {
  await loadNamespaces(lang, pageNamespaces(page));
}

/**
 * The query parameters the prerendered HTML does not depend on: `redirect` (login) is read only
 * after the login. Any other (a verification link's token, forgot-password's role...) changes
 * what the page shows: that page is rendered in the browser instead of hydrated.
 */
// The page's head script (scripts/prerender.mjs) applies the same rule to hide the HTML of a page
// that is not hydrated.
const NEUTRAL_QUERY = new Set(['redirect']);

export function hydratable(search: string): boolean {
  return [...new URLSearchParams(search).keys()].every((key) => NEUTRAL_QUERY.has(key));
}

type Field = HTMLInputElement | HTMLTextAreaElement;

/** A field the user changed before the hydration, and its last value then. */
interface Typed {
  field: Field;
  value: string;
  checked: boolean;
}

const isToggle = (field: Field) =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

const changed = (field: Field) =>
  field instanceof HTMLInputElement && isToggle(field)
    ? field.checked !== field.defaultChecked
    : field.value !== field.defaultValue;

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;

/**
 * Follows what the user types into the prerendered page until its forms are hydrated: the fields
 * already changed (value or tick differs from the HTML's), then every input and change event
 * (typing, autofill). `stop()` ends it and answers the fields and their last values.
 */
export function trackTyped(root: HTMLElement): { stop: () => Typed[] } {
  const typed = new Map<Field, Typed>();
  const record = (field: Field) =>
    typed.set(field, {
      field,
      value: field.value,
      checked: field instanceof HTMLInputElement ? field.checked : false,
    });
  root.querySelectorAll<Field>('input, textarea').forEach((field) => {
    if (changed(field)) record(field);
  });
  const listener = (event: Event) => {
    if (isField(event.target) && root.contains(event.target)) record(event.target);
  };
  document.addEventListener('input', listener, true);
  document.addEventListener('change', listener, true);
  return {
    stop() {
      document.removeEventListener('input', listener, true);
      document.removeEventListener('change', listener, true);
      return [...typed.values()];
    },
  };
}

type Fiber = {
  tag: number;
  return: Fiber | null;
  alternate: Fiber | null;
  stateNode: { current?: Fiber } | null;
};

const HOST_ROOT = 3;

function inCommittedTree(fiber: Fiber | null): boolean {
  let node = fiber;
  while (node?.return) node = node.return;
  return node?.tag === HOST_ROOT && node.stateNode?.current === node;
}

/**
 * Whether React has committed the hydration of this element: the screen's chunk resolves during
 * the hydration, so React may commit the frame first and hydrate the screen's boundary a moment
 * later; a change handed over before that would be lost (the field not yet listened to, then
 * re-rendered with the HTML's value). React exposes no event for it: this reads the fiber React
 * attaches to a hydrated element. A fiber belongs to the committed tree when its root is the
 * root's current one. React keeps two trees and swaps them at each commit, and the element keeps
 * the fiber it was hydrated with: after a later render, that fiber is the other tree's and its
 * `alternate` the committed one. While the first hydration is under way the fiber has no
 * alternate yet and its root is the one being built: not hydrated.
 */
function hydrated(element: Element): boolean {
  const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
  if (!key) return false;
  const fiber = (element as unknown as Record<string, Fiber | undefined>)[key] ?? null;
  return inCommittedTree(fiber) || inCommittedTree(fiber?.alternate ?? null);
}

/**
 * Waits until every given element is hydrated (polled each frame, at most `timeoutMs`: after it,
 * the caller goes on anyway).
 */
export function whenHydrated(elements: readonly Element[], timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve) => {
    const check = () => {
      const pending = elements.filter((element) => element.isConnected && !hydrated(element));
      if (pending.length === 0 || Date.now() > deadline) resolve();
      else setTimeout(check, 16);
    };
    check();
  });
}

/**
 * Hands what the user typed before the hydration to the form's state. React 19 keeps the DOM's
 * value when it hydrates a field but does not tell the component (its state keeps the HTML's
 * value, and the next render would put it back). So each changed field gets the change event of
 * a user: its value is set past React's value tracker (the prototype's setter), so React sees a
 * change and calls the field's onChange, as when the user types. A field that a render reset
 * gets the value the user last gave it.
 */
export function replayTyped(typed: readonly Typed[]): void {
  for (const { field, value, checked } of typed) {
    if (!field.isConnected) continue;
    if (field instanceof HTMLInputElement && isToggle(field)) {
      const now = changed(field) ? field.checked : checked;
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set;
      field.checked = !now;
      setter?.call(field, now);
      // A plain Event, not a MouseEvent: React reads it as the change; the browser does not tick.
      field.dispatchEvent(new Event('click', { bubbles: true }));
      continue;
    }
    const now = changed(field) ? field.value : value;
    const prototype =
      field instanceof HTMLTextAreaElement
        ? HTMLTextAreaElement.prototype
        : HTMLInputElement.prototype;
    const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
    field.value = now === '' ? ' ' : '';
    setter?.call(field, now);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** The form whose submit the page's head script held back before the hydration, if any. */
export function heldSubmit(): HTMLFormElement | null {
  const form = (window as { salonHeldSubmit?: unknown }).salonHeldSubmit;
  return form instanceof HTMLFormElement && form.isConnected ? form : null;
}

/**
 * The button the head script held a click on before the hydration (not a submit: that is the held
 * submit), still in the page; null otherwise (scripts/prerender.mjs).
 */
export function heldClick(): HTMLButtonElement | null {
  const button = (window as { salonHeldClick?: unknown }).salonHeldClick;
  return button instanceof HTMLButtonElement && button.isConnected ? button : null;
}
