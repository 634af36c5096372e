import type { Plugin as RollupPlugin } from 'vite';

/** A module the script-tag chunks replace, and how to recognise it. */
export interface ReplacedModule {
  /** Plugin name. */
  name: string;
  /** The importers that may import it (a test on the importer's path); any importer when absent. */
  importer?: RegExp;
  /** Import specifiers worth resolving (cheap test before `this.resolve`). */
  source: RegExp;
  /** The resolved path of the module to replace. */
  target: RegExp;
  /** Id and code of the replacement. */
  id: string;
  code: string;
  /** The build error when the module was never imported (its package moved it). */
  missing: string;
}

/** A Rollup/Vite plugin that replaces one module by `code`, failing the build if that module is never imported. */
export function replaceModuleRollup(module: ReplacedModule): RollupPlugin {
  let replaced = false;
  return {
    name: module.name,
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || (module.importer && !module.importer.test(importer)) || !module.source.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !module.target.test(resolved.id)) return null;
      replaced = true;
      return module.id;
    },
    load(id) {
      return id === module.id ? module.code : null;
    },
    buildEnd(error) {
      if (!error && !replaced) this.error(module.missing);
    },
  };
}
