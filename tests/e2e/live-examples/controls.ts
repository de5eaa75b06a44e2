import type { FrameLocator } from '@playwright/test';

/**
 * What a live example's test drives: the running app, and the runner's panes.
 * The same drive runs against the example on its docs page (live-examples.spec.ts)
 * and against `npm run example:preview -- <name>`, the authoring harness.
 */
export interface LiveExampleControls {
  /** The visible preview. */
  readonly app: FrameLocator;
  /** Makes the fake backend answer the next request with a 500; resolves once the sandbox has confirmed it. */
  failNextRequest(): Promise<void>;
  /** The requests the fake backend answered so far, as `GET /api/posts → 200`. */
  requests(): Promise<string[]>;
  /** The types of the actions that reached the reducer so far. */
  actionTypes(): Promise<string[]>;
  /** Everything the console pane shows. */
  consoleText(): Promise<string>;
}

/** A live example's test: uses the app as a reader would and asserts what it is meant to show. */
export type DriveExample = (controls: LiveExampleControls) => Promise<void>;
