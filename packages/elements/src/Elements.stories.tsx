import { useEffect, useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { createFakeWacrmClient, DEMO_CLIENT_ID } from '@wacrm/whatsapp-sdk/testing';
import { defineWacrmElements } from './defineElements';
import type { WacrmElementTheme, WacrmWidgetName } from './types';

const TAGS = {
  inbox: 'wacrm-inbox',
  campaigns: 'wacrm-campaigns',
  contacts: 'wacrm-contacts',
  'template-editor': 'wacrm-template-editor',
  login: 'wacrm-login',
} as const satisfies Record<WacrmWidgetName, keyof HTMLElementTagNameMap>;

interface ElementFrameProps {
  widget: WacrmWidgetName;
  theme?: WacrmElementTheme;
  brandColor?: string;
  signedIn?: boolean;
}

/** A custom element on a page of its own, with the in-memory fake client (no network). */
function ElementFrame({ widget, theme = 'dark', brandColor, signedIn = true }: ElementFrameProps) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    defineWacrmElements();
    const element = document.createElement(TAGS[widget]);
    element.client = createFakeWacrmClient({ signedIn });
    if (signedIn) element.setAttribute('client-id', DEMO_CLIENT_ID);
    element.setAttribute('theme', theme);
    if (brandColor) element.setAttribute('brand-color', brandColor);
    frame.current?.appendChild(element);
    return () => element.remove();
  }, [widget, theme, brandColor, signedIn]);
  return <div ref={frame} data-element-frame="" />;
}

const meta = {
  title: 'Elements/Custom elements',
  // No docs page: a harness that frames the custom elements (the widgets they wrap have their own docs pages).
  tags: ['!autodocs'],
  component: ElementFrame,
  parameters: {
    docs: {
      description: {
        component:
          'The `@wacrm/elements` custom elements, each in its open shadow root (the fake client stands in for the API).',
      },
    },
  },
} satisfies Meta<typeof ElementFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The element's shadow content, for queries. */
async function shadowOf(canvasElement: HTMLElement, tag: string) {
  let mountPoint: HTMLElement | null = null;
  await waitFor(() => {
    mountPoint = canvasElement.querySelector(tag)?.shadowRoot?.querySelector<HTMLElement>('[data-wacrm-mount]') ?? null;
    expect(mountPoint).not.toBeNull();
  });
  return within(mountPoint as unknown as HTMLElement);
}

export const Inbox: Story = {
  args: { widget: 'inbox', theme: 'light', brandColor: '#7c3aed' },
  play: async ({ canvasElement }) => {
    const inbox = await shadowOf(canvasElement, 'wacrm-inbox');
    await expect(await inbox.findByRole('heading', { name: 'Conversations' })).toBeVisible();
    await expect(await inbox.findByRole('listbox', { name: 'Conversation list' })).toBeVisible();
  },
};

export const Login: Story = {
  args: { widget: 'login', signedIn: false },
  play: async ({ canvasElement }) => {
    const login = await shadowOf(canvasElement, 'wacrm-login');
    await expect(await login.findByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(login.getByRole('textbox', { name: 'Business email or phone number' })).toBeVisible();
  },
};
