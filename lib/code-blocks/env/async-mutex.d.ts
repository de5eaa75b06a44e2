// The part of async-mutex 0.5 that the RTK Query re-authentication examples use.
declare module 'async-mutex' {
  export interface MutexInterface {
    acquire(priority?: number): Promise<MutexInterface.Releaser>;
    runExclusive<T>(callback: MutexInterface.Worker<T>, priority?: number): Promise<T>;
    waitForUnlock(priority?: number): Promise<void>;
    isLocked(): boolean;
    release(): void;
    cancel(): void;
  }
  export namespace MutexInterface {
    interface Releaser {
      (): void;
    }
    interface Worker<T> {
      (): Promise<T> | T;
    }
  }
  export class Mutex implements MutexInterface {
    constructor(cancelError?: Error);
    acquire(priority?: number): Promise<MutexInterface.Releaser>;
    runExclusive<T>(callback: MutexInterface.Worker<T>, priority?: number): Promise<T>;
    isLocked(): boolean;
    waitForUnlock(priority?: number): Promise<void>;
    release(): void;
    cancel(): void;
  }
}
