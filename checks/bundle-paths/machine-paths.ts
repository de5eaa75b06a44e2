import fs from 'node:fs';
import path from 'node:path';

/**
 * The built scripts that name the folder the site was built in. Such a path
 * (a module's absolute name in the route registry, say) makes the bundle
 * differ from one checkout to another and ships this machine's layout.
 */
export function scriptsNamingSiteDir(buildDir: string, siteDir: string): string[] {
  const scriptsDir = path.join(buildDir, 'assets/js');
  return fs
    .readdirSync(scriptsDir)
    .filter((file) => file.endsWith('.js'))
    .filter((file) => fs.readFileSync(path.join(scriptsDir, file), 'utf8').includes(siteDir))
    .map((file) => `/assets/js/${file}`);
}
