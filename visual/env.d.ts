/// <reference types="vite/client" />
/// <reference types="@vitest/browser-playwright" />

declare module 'virtual:wacrm-story-modules' {
  /** Story file path (root-relative, e.g. `/packages/ui/src/.../Button.stories.tsx`) -> loader of its CSF module. */
  export const storyModules: Record<string, () => Promise<Record<string, unknown>>>;
}
