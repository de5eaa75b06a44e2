import fs from 'node:fs';
import path from 'node:path';
import type { ExampleFile } from '../../src/live-examples/protocol';

/** The packages a downloaded project runs with, and the tools that build it: all at the site's installed versions. */
export const PROJECT_DEPENDENCIES = ['react', 'react-dom', '@reduxjs/toolkit', 'react-redux'] as const;
export const PROJECT_DEV_DEPENDENCIES = [
  'typescript',
  'vite',
  '@vitejs/plugin-react',
  '@types/react',
  '@types/react-dom',
] as const;

/** The version of a package as installed for the site (exact, whatever range package.json gives). */
export function installedVersion(siteDir: string, name: string): string {
  const manifest = path.join(siteDir, 'node_modules', name, 'package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
}

const usesMsw = (files: readonly ExampleFile[]) => files.some((file) => /from ['"]msw(\/browser)?['"]/.test(file.code));

/**
 * The files around an example that make it a Vite + TypeScript project that
 * runs with `npm install && npm run dev`: package.json (exact versions),
 * index.html, vite.config.ts, tsconfig.json, and MSW's worker when the example
 * mocks its backend.
 */
export function projectScaffold(
  siteDir: string,
  name: string,
  title: string,
  files: readonly ExampleFile[],
): Record<string, string> {
  const pin = (names: readonly string[]) =>
    Object.fromEntries(names.map((dependency) => [dependency, installedVersion(siteDir, dependency)]));
  const withMsw = usesMsw(files);
  const packageJson = {
    name: `rtk-example-${name}`,
    private: true,
    version: '0.0.0',
    type: 'module',
    scripts: { dev: 'vite', build: 'tsc --noEmit && vite build', preview: 'vite preview' },
    dependencies: pin(PROJECT_DEPENDENCIES),
    devDependencies: pin(withMsw ? [...PROJECT_DEV_DEPENDENCIES, 'msw'] : PROJECT_DEV_DEPENDENCIES),
    ...(withMsw ? { msw: { workerDirectory: ['public'] } } : {}),
  };
  const scaffold: Record<string, string> = {
    'package.json': `${JSON.stringify(packageJson, null, 2)}\n`,
    'index.html': [
      '<!doctype html>',
      '<html lang="en">',
      '  <head>',
      '    <meta charset="UTF-8" />',
      '    <meta name="viewport" content="width=device-width, initial-scale=1.0" />',
      `    <title>${title.replace(/[<&>]/g, '')}</title>`,
      '  </head>',
      '  <body>',
      '    <div id="root"></div>',
      '    <script type="module" src="/src/main.tsx"></script>',
      '  </body>',
      '</html>',
      '',
    ].join('\n'),
    'vite.config.ts': [
      "import { defineConfig } from 'vite'",
      "import react from '@vitejs/plugin-react'",
      '',
      'export default defineConfig({',
      '  plugins: [react()],',
      '})',
      '',
    ].join('\n'),
    'tsconfig.json': `${JSON.stringify(PROJECT_TSCONFIG, null, 2)}\n`,
    'README.md': [
      `# ${title}`,
      '',
      'A Redux Toolkit example from the documentation, as a Vite + TypeScript project.',
      '',
      '```bash',
      'npm install',
      'npm run dev',
      '```',
      '',
    ].join('\n'),
  };
  if (withMsw) {
    scaffold['public/mockServiceWorker.js'] = fs.readFileSync(
      path.join(siteDir, 'node_modules/msw/lib/mockServiceWorker.js'),
      'utf8',
    );
  }
  return scaffold;
}

/** The downloaded project's compiler settings; the site type-checks the examples with the same strictness. */
export const PROJECT_TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    strict: true,
    noUnusedLocals: true,
    noUnusedParameters: true,
    noFallthroughCasesInSwitch: true,
    isolatedModules: true,
    skipLibCheck: true,
    noEmit: true,
  },
  include: ['src'],
};
