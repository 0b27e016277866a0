// Work split into tasks (docs/performance.md "Fifth pass"): a page's start is several pieces of
// work that each take a few milliseconds on a phone; run in one task they block the page for
// their sum, run one a task the browser paints and answers input between them.

/**
 * Resolves in a new task, after what the browser has queued meanwhile (input, a paint). A
 * `MessageChannel` message, which the browser does not delay as it does nested timers; a timer
 * where there is no `MessageChannel`.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel === 'undefined') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Runs `steps` in order, each in a task of its own; a step that throws stops the ones after. */
export async function runInTasks(steps: readonly (() => void)[]): Promise<void> {
  for (const step of steps) {
    await nextTask();
    step();
  }
}
