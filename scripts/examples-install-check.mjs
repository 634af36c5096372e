// The check scripts/examples.mjs runs after installing the tarballs into an example host: every @wacrm/* package
// the host has must be a real directory unpacked from this run's tarball, never a symlink (npm links `file:` folders
// and workspaces), a registry download or a second nested copy.
import { existsSync, lstatSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What is wrong with a host's installed @wacrm/* packages (an empty list when nothing is).
 * @param {string} hostDir the host's directory (with node_modules/)
 * @param {string[]} names the packages the host must have
 * @param {Map<string, { file: string, integrity: string }>} packs this run's tarballs by package name
 * @returns {string[]}
 */
export function installProblems(hostDir, names, packs) {
  const modules = join(hostDir, 'node_modules');
  const lockFile = join(modules, '.package-lock.json');
  if (!existsSync(lockFile)) return [`${lockFile} is missing: npm did not install into ${hostDir}`];
  const recorded = JSON.parse(readFileSync(lockFile, 'utf8')).packages ?? {};
  const problems = [];
  // What npm recorded: where each @wacrm/* package came from.
  for (const [path, entry] of Object.entries(recorded)) {
    const name = /(?:^|\/)node_modules\/(@wacrm\/[^/]+)$/.exec(path)?.[1];
    if (!name) continue;
    const pack = packs.get(name);
    if (path !== `node_modules/${name}`) problems.push(`${path}: a second, nested copy of ${name}`);
    if (entry.link) problems.push(`${path} is a link to ${entry.resolved}`);
    if (!pack) problems.push(`${path}: ${name} is not one of this run's tarballs (from ${entry.resolved})`);
    else if (entry.integrity !== pack.integrity) {
      problems.push(`${path} was not unpacked from ${pack.file} (from ${entry.resolved ?? 'an unknown source'})`);
    }
  }
  // What is on disk, whatever npm recorded.
  const scope = join(modules, '@wacrm');
  const onDisk = existsSync(scope) ? readdirSync(scope) : [];
  for (const dir of onDisk) {
    const name = `@wacrm/${dir}`;
    const stat = lstatSync(join(scope, dir));
    if (stat.isSymbolicLink()) problems.push(`node_modules/${name} is a symlink`);
    else if (!stat.isDirectory()) problems.push(`node_modules/${name} is not a directory`);
    if (!recorded[`node_modules/${name}`]) problems.push(`node_modules/${name} is not in npm's record of the install`);
  }
  for (const name of names) {
    if (!onDisk.includes(name.slice('@wacrm/'.length))) problems.push(`node_modules/${name} is missing`);
  }
  return [...new Set(problems)];
}
