import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {} from './jsx';

// `npm run typecheck -w @wacrm/elements` compiles this file with `@wacrm/elements/jsx` in force: each
// `@ts-expect-error` below must be a type error, or the check fails ("Unused '@ts-expect-error' directive").
// Without the declarations every one of them would be unused (React's JSX takes any attribute on a custom element).

describe('@wacrm/elements/jsx (types)', () => {
  it('types the elements in React 19 JSX: attributes and properties checked, the host attributes kept', () => {
    const good = (
      <wacrm-inbox
        id="inbox"
        className="portal-inbox"
        api-url="https://api.example.com/api/v1"
        theme="light"
        locale="pt-BR"
        dir="rtl"
        labels={{ listTitle: 'Chats' }}
      />
    );
    const editor = <wacrm-template-editor open api-url="/api/v1" />;

    // @ts-expect-error -- 'purple' is not a theme ('dark' or 'light').
    const badTheme = <wacrm-inbox theme="purple" />;
    // @ts-expect-error -- labels is an object of texts, not a number.
    const badLabels = <wacrm-inbox labels={42} />;
    // @ts-expect-error -- dir is 'ltr' or 'rtl'.
    const badDir = <wacrm-login dir="up" />;
    // @ts-expect-error -- `open` is the template editor's only.
    const openInbox = <wacrm-inbox open />;

    const { container } = render(good);
    expect(container.querySelector('wacrm-inbox')).toHaveAttribute('theme', 'light');
    expect(container.querySelector('wacrm-inbox')).toHaveAttribute('api-url', 'https://api.example.com/api/v1');
    expect([editor, badTheme, badLabels, badDir, openInbox].every((node) => node !== null)).toBe(true);
  });
});
