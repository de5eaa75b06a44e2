import fs from 'node:fs';
import path from 'node:path';

/** Lists every .md/.mdx file below `docsDir`, as paths relative to it, sorted. */
export function listDocFiles(docsDir: string): string[] {
  return (fs.readdirSync(docsDir, { recursive: true }) as string[])
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/** Every source file of the live example apps: `examples/<name>/src/**`, absolute paths, sorted. */
export function listExampleAppFiles(examplesDir: string): string[] {
  if (!fs.existsSync(examplesDir)) return [];
  return (fs.readdirSync(examplesDir, { recursive: true }) as string[])
    .filter((file) => /^[^/\\]+[/\\]src[/\\].+\.tsx?$/.test(file))
    .map((file) => path.join(examplesDir, file))
    .sort();
}

/** The declaration shims compiled with every example. */
export function listAmbientFiles(): string[] {
  const envDir = path.join(__dirname, 'env');
  return fs
    .readdirSync(envDir)
    .filter((file) => file.endsWith('.d.ts'))
    .map((file) => path.join(envDir, file));
}
