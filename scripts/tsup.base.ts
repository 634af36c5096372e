import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type Options } from 'tsup';

interface LibraryConfigInput {
  /** Entry points, e.g. `{ index: 'src/index.ts', testing: 'src/testing/index.ts' }`. */
  entry: Record<string, string>;
  /** Extra modules to keep external beyond dependencies and peers. */
  external?: string[];
}

interface PackageJson {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/**
 * One tsup configuration for every published package: ESM + CJS + .d.ts + sourcemaps,
 * with dependencies and peers left external so consumers dedupe them.
 * Builds run from the package folder (npm run build -w ...), so cwd is the package.
 */
export function defineLibraryConfig(input: LibraryConfigInput) {
  const pkg = JSON.parse(readFileSync(resolve(process.cwd(), 'package.json'), 'utf8')) as PackageJson;
  const deps = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
  const external = [
    ...deps,
    ...deps.map((d) => new RegExp(`^${d.replace(/[/\\^$*+?.()|[\]{}]/g, '\\$&')}/`)),
    ...(input.external ?? []),
  ];
  const options: Options = {
    entry: input.entry,
    format: ['esm', 'cjs'],
    dts: { compilerOptions: { customConditions: [] } },
    tsconfig: 'tsconfig.build.json',
    sourcemap: true,
    clean: true,
    splitting: true,
    treeshake: true,
    target: 'es2022',
    platform: 'neutral',
    external,
    outExtension: ({ format }) => ({ js: format === 'cjs' ? '.cjs' : '.js' }),
  };
  return defineConfig(options);
}
