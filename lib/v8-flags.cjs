/**
 * V8 options for the site's own Node processes: Docusaurus's commands
 * (docusaurusEnv and docusaurusNodeArgs in docusaurus-env.mjs) and the
 * example analysis's children (plugins/type-hover/site-analysis.ts,
 * live-analysis.ts).
 */

/**
 * A 64 MB young generation, for every one of those processes: they parse
 * HTML, Markdown and TypeScript and allocate much short-lived data, which V8
 * then collects less often (the build's parsing spent about a fifth less time
 * collecting garbage).
 */
module.exports.YOUNG_GENERATION_FLAG = '--max-semi-space-size=64';

/**
 * For the build's one-shot processes only: Docusaurus's build and the
 * analysis's child in a build.
 *
 * `--interrupt-budget`, four times V8's default (67,584): a function must run
 * four times as long before V8 compiles it with its optimizing compiler. A
 * build runs a great deal of code a few times each (the Markdown and HTML
 * parsers, TypeScript's checker, the server-side rendering), and V8 spent a
 * quarter of the build's CPU time on background threads optimizing and
 * re-optimizing it. In cold builds in turns with the default, at the same
 * hour: 89.0 and 89.5 s (164–165 s of CPU) against 94.5 and 99.6 s (175–184
 * s); the analysis alone took 5 s less CPU time for 2 s more wall time. Eight
 * times the default gave no more, and keeping bytecode (`--no-flush-bytecode`)
 * nothing. Long-running processes (the development server, its
 * live analysis) keep the default: they live long enough to profit from
 * optimized code.
 */
module.exports.BATCH_V8_FLAGS = Object.freeze(['--interrupt-budget=270336']);
