// The part of zod 4 that the RTK Query schema examples use. Every zod schema
// implements Standard Schema (the `~standard` property), which is what the
// `argSchema`/`responseSchema`/... endpoint options accept.
declare module 'zod' {
  import type { StandardSchemaV1 } from '@standard-schema/spec';

  export namespace z {
    interface ZodType<Output = unknown, Input = unknown> {
      readonly '~standard': StandardSchemaV1.Props<Input, Output>;
      parse(data: unknown): Output;
    }
    interface ZodString extends ZodType<string, string> {}
    interface ZodNumber extends ZodType<number, number> {}
    interface ZodBoolean extends ZodType<boolean, boolean> {}
    interface ZodArray<Element extends ZodType<any, any>> extends ZodType<output<Element>[], input<Element>[]> {}
    type ZodRawShape = { [key: string]: ZodType<any, any> };
    interface ZodObject<Shape extends ZodRawShape> extends ZodType<
      { [K in keyof Shape]: output<Shape[K]> },
      { [K in keyof Shape]: input<Shape[K]> }
    > {}

    type output<T> = T extends ZodType<infer O, any> ? O : never;
    type input<T> = T extends ZodType<any, infer I> ? I : never;
    type infer<T> = output<T>;

    function string(): ZodString;
    function number(): ZodNumber;
    function boolean(): ZodBoolean;
    function array<Element extends ZodType<any, any>>(element: Element): ZodArray<Element>;
    function object<Shape extends ZodRawShape>(shape: Shape): ZodObject<Shape>;
  }
}
