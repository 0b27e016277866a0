// A React root for the portal's jsdom tests (docs/testing.md "Unit tests"): a fresh container in
// the page for each test, its root unmounted and the container removed after it.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

export interface TestRoot {
  container: HTMLElement;
  root: Root;
}

/** Called at the top of a test file: `page.container` and `page.root` are each test's own. */
export function testRoot(): TestRoot {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  const page = {} as TestRoot;
  beforeEach(() => {
    page.container = document.createElement('div');
    document.body.append(page.container);
    page.root = createRoot(page.container);
  });
  afterEach(() => {
    act(() => page.root.unmount());
    page.container.remove();
  });
  return page;
}
