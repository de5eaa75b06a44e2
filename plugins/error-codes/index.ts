import fs from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { aliasedSitePath } from '@docusaurus/utils';
import type { ErrorCodesData } from '../../src/data/error-codes';
import { extractErrorCodes, mergeErrorCodes } from './extract';

/** The toolkit's ESM builds, one per entry point; together they hold every error code. */
const TOOLKIT_BUILDS = [
  'dist/redux-toolkit.modern.mjs',
  'dist/react/redux-toolkit-react.modern.mjs',
  'dist/query/rtk-query.modern.mjs',
  'dist/query/react/rtk-query-react.modern.mjs',
];

/** Reads every error code from the installed toolkit. */
export async function loadErrorCodes(siteDir: string): Promise<ErrorCodesData> {
  const require = createRequire(path.join(siteDir, 'package.json'));
  const manifestPath = require.resolve('@reduxjs/toolkit/package.json');
  const version = (JSON.parse(await fs.readFile(manifestPath, 'utf8')) as { version: string }).version;
  const packageDir = path.dirname(manifestPath);
  const lists = await Promise.all(
    TOOLKIT_BUILDS.map(async (build) => extractErrorCodes(await fs.readFile(path.join(packageDir, build), 'utf8'))),
  );
  return { toolkitVersion: version, codes: mergeErrorCodes(lists) };
}

/**
 * Adds the /errors route with the error table generated from the installed
 * toolkit, so the table follows the pinned version.
 */
export default function errorCodesPlugin(context: LoadContext): Plugin<ErrorCodesData> {
  return {
    name: 'error-codes',
    loadContent: () => loadErrorCodes(context.siteDir),
    async contentLoaded({ content, actions }) {
      const dataPath = await actions.createData('error-codes.json', JSON.stringify(content));
      // The toolkit's minified errors link to /Errors?code=N (capital E), so the
      // page is built at that path too. On a case-insensitive file system the
      // two outputs share a folder, which is harmless: they are the same page.
      for (const routePath of ['/errors', '/Errors']) {
        actions.addRoute({
          path: routePath,
          exact: true,
          component: '@site/src/components/ErrorCodesPage/index.tsx',
          // By its `@site/` name: the browser's route registry names each module, and an absolute
          // path would put this machine's folder in every page's first bundle.
          modules: { data: aliasedSitePath(dataPath, context.siteDir) },
        });
      }
    },
  };
}
