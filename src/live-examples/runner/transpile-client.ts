import type { ExampleFile, LinkableModule } from '../protocol';

export interface TranspileRequest {
  readonly id: number;
  readonly files: readonly ExampleFile[];
  readonly packages: readonly string[];
  readonly entry: string;
}

/** A problem with a file and line, as the console pane shows it. */
export interface PlacedProblem {
  readonly message: string;
  readonly file?: string;
  readonly line?: number;
}

export type TranspileResponse =
  | { readonly id: number; readonly modules: LinkableModule[] }
  | { readonly id: number; readonly problem: PlacedProblem };

/** Talks to the transpile worker: one promise per request, answered by id. */
export function createTranspiler() {
  const worker = new Worker(new URL('../transpile.worker.ts', import.meta.url), { type: 'module' });
  const pending = new Map<number, (response: TranspileResponse) => void>();
  let nextId = 0;
  worker.addEventListener('message', (event: MessageEvent<TranspileResponse>) => {
    pending.get(event.data.id)?.(event.data);
    pending.delete(event.data.id);
  });
  return {
    transpile(files: readonly ExampleFile[], packages: readonly string[], entry: string): Promise<TranspileResponse> {
      const id = (nextId += 1);
      return new Promise((resolve) => {
        pending.set(id, resolve);
        worker.postMessage({ id, files, packages, entry } satisfies TranspileRequest);
      });
    },
    dispose(): void {
      worker.terminate();
    },
  };
}

export type Transpiler = ReturnType<typeof createTranspiler>;
