// Node side of the visual suite: gives the browser tests the list of story files Storybook itself finds, so the
// screenshots cover every story by construction (a story file added later is covered without touching visual/).
import path from 'node:path';
import type { Plugin } from 'vite';
import storybookConfig from '../.storybook/main';

export const STORY_MODULES_ID = 'virtual:wacrm-story-modules';
const resolvedId = `\0${STORY_MODULES_ID}`;

/** Storybook's default `files` of a `{ directory }` stories entry. */
const DEFAULT_FILES = '**/*.@(mdx|stories.@(js|jsx|mjs|ts|tsx))';

/** `.storybook/main.ts` story globs (relative to `.storybook`), as Vite root-relative globs (`/packages/...`). */
export function storyGlobs(): string[] {
  const { stories } = storybookConfig;
  if (!Array.isArray(stories)) throw new Error('visual/: main.ts `stories` must be an array.');
  return stories.map((entry: string | { directory: string; files?: string }) =>
    typeof entry === 'string'
      ? path.posix.join('/.storybook', entry)
      : path.posix.join('/.storybook', entry.directory, entry.files ?? DEFAULT_FILES),
  );
}

/**
 * `virtual:wacrm-story-modules`: `{ storyModules }`, a lazy `import.meta.glob` of Storybook's story globs (path ->
 * loader of the CSF module), so each test file imports only the story files it screenshots. Docs pages (MDX) that the
 * same globs may match are left out: they have no stories to picture.
 */
export function storyModulesPlugin(): Plugin {
  return {
    name: 'wacrm:story-modules',
    resolveId: (id) => (id === STORY_MODULES_ID ? resolvedId : undefined),
    load: (id) =>
      id === resolvedId
        ? [
            `const all = import.meta.glob(${JSON.stringify(storyGlobs())});`,
            'export const storyModules = Object.fromEntries(',
            '  Object.entries(all).filter(([file]) => /\\.stories\\.[cm]?[jt]sx?$/.test(file)),',
            ');',
          ].join('\n')
        : undefined,
  };
}
