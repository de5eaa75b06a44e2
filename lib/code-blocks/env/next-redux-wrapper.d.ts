// The part of next-redux-wrapper 8 that the server side rendering examples use.
// Next.js's own context and result types are reduced to the fields the examples touch.
declare module 'next-redux-wrapper' {
  import type { Store } from 'redux';

  export const HYDRATE: '__NEXT_REDUX_WRAPPER_HYDRATE__';

  type ServerSidePropsContext = {
    params?: Record<string, string | string[] | undefined>;
    query: Record<string, string | string[] | undefined>;
    resolvedUrl: string;
  };
  type ServerSidePropsResult<P> =
    { props: P | Promise<P> } | { redirect: { destination: string; permanent: boolean } } | { notFound: true };

  export interface Config<S extends Store> {
    debug?: boolean;
    serializeState?: (state: ReturnType<S['getState']>) => any;
    deserializeState?: (state: any) => ReturnType<S['getState']>;
  }

  export const createWrapper: <S extends Store>(
    makeStore: (context: any) => S,
    config?: Config<S>,
  ) => {
    getServerSideProps: <P extends {} = any>(
      callback: (store: S) => (context: ServerSidePropsContext) => Promise<ServerSidePropsResult<P>>,
    ) => (context: ServerSidePropsContext) => Promise<ServerSidePropsResult<P>>;
    useWrappedStore: (props: any, displayName?: string) => { store: S; props: any };
  };
}
