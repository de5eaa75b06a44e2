// The configuration types of @rtk-query/codegen-openapi 2.2, for typing
// `openapi-config.ts` files in the code generation examples.
declare module '@rtk-query/codegen-openapi' {
  type OperationKey = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';
  export type OperationDefinition = {
    path: string;
    verb: OperationKey;
    pathItem: Record<string, any>;
    operation: Record<string, any> & { operationId?: string; tags?: string[] };
  };
  export type ParameterDefinition = Record<string, any> & { name: string; in: string };

  export interface CommonOptions {
    apiFile: string;
    schemaFile: string;
    apiImport?: string;
    exportName?: string;
    argSuffix?: string;
    responseSuffix?: string;
    operationNameSuffix?: string;
    hooks?: boolean | { queries: boolean; lazyQueries: boolean; mutations: boolean };
    unionUndefined?: boolean;
    tag?: boolean;
    encodePathParams?: boolean;
    encodeQueryParams?: boolean;
    flattenArg?: boolean;
    includeDefault?: boolean;
    mergeReadWriteOnly?: boolean;
    httpResolverOptions?: Record<string, unknown>;
    prettierConfigFile?: string;
    useUnknown?: boolean;
    esmExtensions?: boolean;
    outputRegexConstants?: boolean;
  }

  export type TextMatcher = string | RegExp | (string | RegExp)[];
  export type EndpointMatcherFunction = (operationName: string, operationDefinition: OperationDefinition) => boolean;
  export type EndpointMatcher = TextMatcher | EndpointMatcherFunction;
  export type ParameterMatcherFunction = (parameterName: string, parameterDefinition: ParameterDefinition) => boolean;
  export type ParameterMatcher = TextMatcher | ParameterMatcherFunction;

  type AtLeastOneKey<T> = { [K in keyof T]-?: Pick<T, K> & Partial<T> }[keyof T];
  export type EndpointOverrides = {
    pattern: EndpointMatcher;
  } & AtLeastOneKey<{
    type: 'mutation' | 'query';
    parameterFilter: ParameterMatcher;
    providesTags: string[];
    invalidatesTags: string[];
  }>;

  export interface OutputFileOptions extends Partial<CommonOptions> {
    outputFile: string;
    filterEndpoints?: EndpointMatcher;
    endpointOverrides?: EndpointOverrides[];
    useEnumType?: boolean;
  }

  export type ConfigFile =
    | (CommonOptions & OutputFileOptions & { outputFile: string })
    | (Omit<CommonOptions, 'outputFile'> & {
        outputFiles: { [outputFile: string]: Omit<OutputFileOptions, 'outputFile'> };
      });

  export function generateEndpoints(options: CommonOptions & Partial<OutputFileOptions>): Promise<string | void>;
}
