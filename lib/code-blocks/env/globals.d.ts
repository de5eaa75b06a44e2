// Globals that bundlers provide to browser code, so examples may use them
// without pulling all of Node's types into the browser examples.
declare const process: { readonly env: Record<string, string | undefined> };
