declare function trimLoader(source: string): string;
declare namespace trimLoader {
  /** Drops what no component reads from the docs plugin's route props; mutates and returns them. */
  function trimDocsRouteProps<T>(props: T): T;
}
export = trimLoader;
