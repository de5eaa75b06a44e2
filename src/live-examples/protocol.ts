/** One file of a live example, as the page, the runner and the download see it. */
export interface ExampleFile {
  /** Path inside the example project, e.g. `src/app/store.ts`. */
  readonly path: string;
  readonly code: string;
}

/** A live example as the build publishes it (`/live/examples/<name>.<hash>.json`). */
export interface LiveExampleData {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  /** The file shown first. */
  readonly open: string;
  /** The module the runner starts: `src/main.tsx`. */
  readonly entry: string;
  readonly files: readonly ExampleFile[];
  /** The rest of a Vite project around the files (package.json, index.html, …), for Download. */
  readonly scaffold: Readonly<Record<string, string>>;
}

/** What the build publishes for the runner: the runtime modules and where the examples are. */
export interface LiveRuntimeManifest {
  /** URL of the sandbox document. */
  readonly sandbox: string;
  /** URL of the vendor bundle: every package an example may import, as one ES module. */
  readonly vendor: string;
  /** Per import specifier (`react`, `@reduxjs/toolkit`, …), a module re-exporting it from the vendor bundle. */
  readonly facades: Readonly<Record<string, string>>;
}

/** The placeholder a facade imports the vendor bundle by; the sandbox swaps in the bundle's blob URL. */
export const VENDOR_PLACEHOLDER = '__LIVE_VENDOR__';

/** A transpiled module ready to link: its code and the import specifiers in it, located. */
export interface LinkableModule {
  readonly path: string;
  readonly code: string;
  readonly imports: ReadonlyArray<{
    readonly start: number;
    readonly end: number;
    /** A package specifier (`react`), or the path of another file of the example (`src/app/store.ts`). */
    readonly target: string;
    readonly kind: 'package' | 'file';
  }>;
}

/** Host → sandbox. */
export type HostMessage =
  | {
      readonly type: 'run';
      readonly vendor: string;
      readonly facades: Readonly<Record<string, string>>;
      readonly modules: readonly LinkableModule[];
      readonly entry: string;
      readonly colorMode: 'light' | 'dark';
    }
  /** Arms (or disarms) a 500 answer for the sandbox's next request. */
  | { readonly type: 'fail-next-request'; readonly armed: boolean };

/** Sandbox → host. */
export type SandboxMessage =
  | { readonly type: 'ready' }
  | { readonly type: 'started' }
  | { readonly type: 'console'; readonly level: 'log' | 'info' | 'warn' | 'error' | 'debug'; readonly text: string }
  | { readonly type: 'error'; readonly message: string; readonly file?: string; readonly line?: number }
  | { readonly type: 'action'; readonly action: string; readonly state: string }
  | { readonly type: 'request'; readonly method: string; readonly url: string; readonly status: number }
  /** Whether the next request will fail: sent when armed or disarmed, and when a request used it up. */
  | { readonly type: 'fail-next'; readonly armed: boolean };
