import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type Options } from 'tsup';

interface LibraryConfigInput {
  /** Entry points, e.g. `{ index: 'src/index.ts', testing: 'src/testing/index.ts' }`. */
  entry: Record<string, string>;
  /** Extra modules to keep external beyond dependencies and peers. */
  external?: string[];
  /**
   * Entries (keys of `entry`) whose built ESM and CJS files must start with the `"use client"` directive, so a
   * Next.js App Router server component can render what they export. Added after the build: with
   * `treeshake: true` rollup drops a `banner` directive ("Module level directives cause errors when bundled").
   */
  useClient?: string[];
}

interface PackageJson {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const USE_CLIENT = '"use client";';

/**
 * Puts `"use client";` on the first line of each built file (ESM `.js` and CJS `.cjs`) and shifts its source map
 * by one generated line (a leading `;` in `mappings`), so the maps still point at the right source lines.
 */
export function prependUseClient(distDir: string, entries: string[]): void {
  for (const entry of entries) {
    for (const ext of ['.js', '.cjs']) {
      const file = resolve(distDir, `${entry}${ext}`);
      if (!existsSync(file)) throw new Error(`use client: ${file} was not built`);
      const code = readFileSync(file, 'utf8');
      if (code.startsWith(USE_CLIENT)) continue;
      writeFileSync(file, `${USE_CLIENT}\n${code}`);
      const mapFile = `${file}.map`;
      if (existsSync(mapFile)) {
        const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { mappings: string };
        map.mappings = `;${map.mappings}`;
        writeFileSync(mapFile, JSON.stringify(map));
      }
    }
  }
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
    ...(input.useClient?.length
      ? { onSuccess: async () => prependUseClient(resolve(process.cwd(), 'dist'), input.useClient ?? []) }
      : {}),
  };
  return defineConfig(options);
}
