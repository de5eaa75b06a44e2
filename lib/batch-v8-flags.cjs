/**
 * V8 options for the build's one-shot Node processes: Docusaurus's build
 * (docusaurusNodeArgs in docusaurus-env.mjs) and the example analysis's child
 * (plugins/type-hover/site-analysis.ts).
 *
 * `--interrupt-budget`, four times V8's default (67,584): a function must run
 * four times as long before V8 compiles it with its optimizing compiler. A
 * build runs a great deal of code a few times each (the Markdown and HTML
 * parsers, TypeScript's checker, the server-side rendering), and V8 spent a
 * quarter of the build's CPU time on background threads optimizing and
 * re-optimizing it. With this budget, cold builds took 14 s less CPU time
 * (167 against 181 s) and 7 s less wall time (90.5 against 97.5 s); the
 * analysis alone, 5 s less CPU time for 2 s more wall time. Eight times the
 * default gave no more. Long-running processes (the development server, its
 * live analysis) keep the default: they live long enough to profit from
 * optimized code.
 */
module.exports.BATCH_V8_FLAGS = Object.freeze(['--interrupt-budget=270336']);
