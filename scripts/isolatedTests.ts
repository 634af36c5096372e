/**
 * The unit and dom tests that run each in a fresh module graph (Vitest's `isolate: true`). The others share their
 * worker's modules from file to file (`isolate: false`): evaluating React, styled-components, jsdom helpers and the
 * packages again for every file was most of the time of these projects (unit 107 s -> 44 s here without it).
 *
 * A file belongs here when what it tests is a module's first state: a chunk not yet downloaded, a warm-up not yet
 * done, a custom element not yet defined, a wording not yet loaded; or when it replaces modules (`vi.mock`,
 * `vi.doMock`, `vi.resetModules`: isolatedTests.test.ts fails when such a file is missing here).
 */
export const ISOLATED_TESTS: ReadonlyArray<readonly [file: string, reason: string]> = [
  // Replace modules (vi.mock / vi.doMock / vi.resetModules).
  ['apps/reference/src/workbench/sections.test.ts', 'mocks modules'],
  ['packages/crm-widgets/src/inbox/Conversations/ThreadArea.test.tsx', 'mocks modules; the thread chunk not loaded'],
  ['packages/crm-widgets/src/inbox/Conversations/warmConversations.test.tsx', 'mocks modules; the warm-up not done'],
  ['packages/crm-widgets/src/internal/idle.test.ts', 'mocks modules'],
  ['packages/crm-widgets/src/provider/validationReword.test.ts', 'mocks modules'],
  ['packages/elements/src/internal/sharedClient.test.ts', 'mocks modules'],
  ['packages/elements/src/internal/tokenStores.test.ts', 'mocks modules'],
  ['packages/whatsapp-sdk/src/firebase/firebase.test.ts', 'mocks modules'],
  [
    'packages/crm-widgets/src/templates/TemplateEditor/TemplateEditor.locale.test.tsx',
    'mocks modules; the templates part not downloaded',
  ],
  ['packages/crm-widgets/src/i18n/localeParts.test.tsx', "mocks modules; a language's parts not downloaded"],
  ['packages/crm-widgets/src/i18n/loadTemplateEditor.test.ts', 'mocks modules; the templates part not downloaded'],
  // Test a module's first state.
  ['packages/crm-widgets/src/provider/useServerText.test.tsx', 'the validation wording not loaded yet'],
  ['packages/crm-widgets/src/i18n/WacrmLocaleProvider.replay.test.tsx', 'a language not downloaded yet'],
  ['packages/crm-widgets/src/inbox/Conversations/warmThread.test.tsx', 'the thread warm-up not done'],
  ['packages/crm-widgets/src/inbox/Conversations/preload.test.tsx', 'the inbox chunks not loaded'],
  ['packages/elements/src/elements.test.tsx', 'the custom elements not defined yet'],
  ['packages/elements/src/entries/entries.test.tsx', 'the custom elements not defined yet'],
  ['packages/elements/src/internal/elementLocale.test.tsx', 'the custom elements not defined yet'],
  ['packages/elements/src/internal/lazyWidgets.test.tsx', 'the widget chunks not loaded'],
  ['packages/ui/src/theme/warmFonts.test.tsx', 'the fonts not warmed yet'],
  ['apps/reference/src/workbench/Workbench/Workbench.preload.test.tsx', 'the sections not loaded'],
  ['apps/reference/src/i18n/AppLocale.test.tsx', 'a language not downloaded yet'],
];

export const isolatedTestFiles: readonly string[] = ISOLATED_TESTS.map(([file]) => file);
