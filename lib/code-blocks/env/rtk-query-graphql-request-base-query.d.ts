// @rtk-query/graphql-request-base-query 2.3: a base query that sends GraphQL
// documents with graphql-request.
declare module '@rtk-query/graphql-request-base-query' {
  import type { BaseQueryApi, BaseQueryFn } from '@reduxjs/toolkit/query';
  import type { DocumentNode } from 'graphql';
  import type { ClientError, GraphQLClient, RequestOptions } from 'graphql-request';

  export type RequestHeaders = RequestOptions['requestHeaders'];
  export type PrepareHeaders = (
    headers: Headers,
    api: Pick<BaseQueryApi, 'getState' | 'endpoint' | 'type' | 'forced' | 'extra'>,
  ) => Headers | PromiseLike<Headers>;
  export type ErrorResponse = {
    message: string;
    stack: string;
    name: string;
  };
  export type GraphqlRequestBaseQueryArgs<E = ErrorResponse> = ({ url: string } | { client: GraphQLClient }) & {
    requestHeaders?: RequestHeaders;
    prepareHeaders?: PrepareHeaders;
    customErrors?: (args: ClientError) => E;
  };
  export const graphqlRequestBaseQuery: <E = ErrorResponse>(
    options: GraphqlRequestBaseQueryArgs<E>,
  ) => BaseQueryFn<
    { document: string | DocumentNode; variables?: any },
    unknown,
    E,
    Partial<Pick<ClientError, 'request' | 'response'>>
  >;
}
