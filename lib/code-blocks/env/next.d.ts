// The part of Next.js 15 that the Next.js usage examples use. `AppProps` is
// reduced to the fields the examples touch (the real type also has `router`).
declare module 'next/navigation' {
  export function usePathname(): string;
}

declare module 'next/app' {
  import type { ComponentType } from 'react';

  export type AppProps<P = any> = {
    Component: ComponentType<any>;
    pageProps: P;
  };
}
