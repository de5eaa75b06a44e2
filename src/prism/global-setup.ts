// Prism highlights every code element on the page by itself unless told it is
// driven manually; that would rewrite server-rendered code during hydration.
// This must run before prismjs/components/prism-core is evaluated.
const scope = globalThis as unknown as { Prism?: { manual?: boolean; disableWorkerMessageHandler?: boolean } };
scope.Prism ??= { manual: true, disableWorkerMessageHandler: true };

export {};
