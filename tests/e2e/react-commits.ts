import type { Page } from '@playwright/test';

/** The fields of a React fibre that the commit watchers read. */
export interface Fiber {
  readonly stateNode: unknown;
  readonly memoizedProps: unknown;
  readonly alternate: Fiber | null;
  readonly child: Fiber | null;
  readonly sibling: Fiber | null;
}

/**
 * Before the page's scripts run, installs a developer-tools hook, which React
 * calls with each tree it commits: `visit` then runs in the page for every
 * fibre of it, with the commit's number (1 is the hydration of the page). It
 * is serialised into the page, so it can use only its arguments and globals.
 */
export async function visitCommittedFibers(page: Page, visit: (fiber: Fiber, commit: number) => void): Promise<void> {
  const install = (visitFiber: (fiber: Fiber, commit: number) => void) => {
    let commits = 0;
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      inject: () => 1,
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
        commits += 1;
        const pending: Fiber[] = [root.current];
        while (pending.length > 0) {
          const fiber = pending.pop()!;
          visitFiber(fiber, commits);
          if (fiber.child) pending.push(fiber.child);
          if (fiber.sibling) pending.push(fiber.sibling);
        }
      },
    };
  };
  await page.addInitScript(`(${install.toString()})(${visit.toString()})`);
}
