import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * Production builds start the browser app from src/startup/staged-client-entry.ts,
 * which evaluates Docusaurus's client entry in steps instead of one long task.
 * The development server keeps Docusaurus's own entry and its hot reloading.
 */
export default function stagedStartupPlugin(context: LoadContext): Plugin {
  const entry = path.join(context.siteDir, 'src/startup/staged-client-entry.ts');
  return {
    name: 'staged-startup',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return { entry };
    },
  };
}
