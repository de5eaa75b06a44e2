/**
 * docusaurus.config.ts imports this first. In a production build it starts the
 * example analysis (site-analysis.ts) while Docusaurus is still compiling the
 * configuration, seconds before the type-hover plugin is created: the analysis
 * is the longest single piece of work of a cold build, and a core is free
 * then. The plugin finds the analysis already started (it is kept per site
 * folder), so nothing else changes; any other command starts nothing here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { siteAnalysis } from './site-analysis';

const isProductionBuild = process.env.NODE_ENV === 'production' && process.argv.includes('build');
if (isProductionBuild) {
  // The folder as Docusaurus names it (its real path), so the plugin's call finds this one.
  void siteAnalysis(fs.realpathSync(path.resolve(__dirname, '../..'))).catch(() => undefined);
}
