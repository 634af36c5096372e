import { describe, expect, it } from 'vitest';
import type { WacrmVueComponents } from './frameworkTypes';

// `npm run typecheck -w @wacrm/elements` compiles this file: each `@ts-expect-error` must be a type error. What Vue's
// `GlobalComponents` (types/vue.d.ts, `@wacrm/elements/vue`) gives vue-tsc is each component's `$props`; the Vue
// example host (examples/vue-vite-ts) checks the same in real templates with vue-tsc.
type PropsOf<K extends keyof WacrmVueComponents> = InstanceType<WacrmVueComponents[K]>['$props'];

describe('@wacrm/elements/vue (types)', () => {
  it("gives each element's props and typed event listeners, and refuses wrong values", () => {
    const good: PropsOf<'wacrm-inbox'> = {
      apiUrl: '/api/v1',
      theme: 'light',
      locale: 'ar',
      labels: { listTitle: 'Chats' },
      onWacrmSignedIn: (event) => event.detail.user.userId,
      onWacrmError: (event) => event.detail.code,
    };
    const editor: PropsOf<'wacrm-template-editor'> = { open: true };

    // @ts-expect-error -- 'purple' is not a theme.
    const badTheme: PropsOf<'wacrm-inbox'> = { theme: 'purple' };
    // @ts-expect-error -- labels is an object of texts, not a number.
    const badLabels: PropsOf<'wacrm-campaigns'> = { labels: 42 };
    // @ts-expect-error -- the listener gets a CustomEvent, not a number.
    const badListener: PropsOf<'wacrm-login'> = { onWacrmSignedIn: (count: number) => count };
    // @ts-expect-error -- `open` is the template editor's only.
    const openInbox: PropsOf<'wacrm-inbox'> = { open: true };

    expect([good, editor, badTheme, badLabels, badListener, openInbox]).toHaveLength(6);
  });
});
