import { describe, expect, it } from 'vitest';
import { nextTask, runInTasks } from './tasks';

// docs/performance.md "Fifth pass": a page's start is split into tasks, so that the browser can
// paint and answer input between its pieces.
describe('work split into tasks', () => {
  it('resolves nextTask after the current task, not in it', async () => {
    let resolved = false;
    const next = nextTask().then(() => {
      resolved = true;
    });
    // The current task's microtasks run first.
    await Promise.resolve();
    await Promise.resolve();
    expect(resolved).toBe(false);
    await next;
    expect(resolved).toBe(true);
  });

  it('runs the steps in order, each in a task of its own', async () => {
    const order: string[] = [];
    await runInTasks([
      () => {
        order.push('first');
        // Runs at the end of the first step's task: the second step has not run yet.
        queueMicrotask(() => order.push('end of the first task'));
      },
      () => order.push('second'),
    ]);
    expect(order).toEqual(['first', 'end of the first task', 'second']);
  });

  it('stops at a step that throws, and rejects with its error', async () => {
    const ran: number[] = [];
    await expect(
      runInTasks([
        () => ran.push(1),
        () => {
          throw new Error('step 2');
        },
        () => ran.push(3),
      ]),
    ).rejects.toThrow('step 2');
    expect(ran).toEqual([1]);
  });
});
