import { recompileFiles } from '../dev-data/dev-compiler';
import { pageOutcome, type PageQueries, type Resolver } from './resolver';

/**
 * For `docusaurus start`: a page's symbol links and "since" badges depend on
 * other pages (where each symbol's section is), so when an edit changes the
 * symbol index, the pages compiled before it whose links or badges would now
 * differ are compiled again.
 */
export class DevSymbolPages {
  /** What each compiled page asked and what it got, by file. */
  private readonly pages = new Map<string, { queries: PageQueries; outcome: string }>();
  private resolver: Resolver | undefined;

  constructor(
    private readonly recompile: (files: readonly string[]) => boolean = recompileFiles,
    private readonly log: (message: string) => void = console.log,
  ) {}

  /** After `file` was transformed with `resolver`; returns the pages sent to be compiled again. */
  pageCompiled(file: string, queries: PageQueries, resolver: Resolver): string[] {
    this.pages.set(file, { queries, outcome: pageOutcome(queries, resolver) });
    const previous = this.resolver;
    this.resolver = resolver;
    if (previous === undefined || previous === resolver) return [];
    const stale = [...this.pages]
      .filter(([other, shown]) => other !== file && pageOutcome(shown.queries, resolver) !== shown.outcome)
      .map(([other]) => other);
    if (stale.length === 0) return [];
    // Recorded again when they compile.
    for (const other of stale) this.pages.delete(other);
    this.log(`[symbol-links] the symbol index changed the links or badges of ${stale.join(', ')}: compiling again`);
    this.recompile(stale);
    return stale;
  }
}
