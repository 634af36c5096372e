import { useLayoutEffect, useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { createBrandTheme } from './createBrandTheme';
import { vars } from './cssVars';
import { themeFontSampleGroups } from './warmFonts';
import { useWacrmTheme, WacrmThemeProvider } from './WacrmThemeProvider';

/** Every colour token of the active theme (switch dark/light/brand in the toolbar) with its CSS custom property. */
function ColorTokens() {
  const { theme } = useWacrmTheme();
  const colors = Object.entries(theme.tokens.color);
  return (
    <table style={{ borderCollapse: 'collapse', fontSize: 13 }}>
      <caption style={{ textAlign: 'start', fontWeight: 700, padding: '0 0 8px' }}>
        Colour tokens of the {theme.name} theme
      </caption>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'start', padding: 6 }}>
            Token
          </th>
          <th scope="col" style={{ textAlign: 'start', padding: 6 }}>
            Swatch
          </th>
          <th scope="col" style={{ textAlign: 'start', padding: 6 }}>
            Value
          </th>
        </tr>
      </thead>
      <tbody>
        {colors.map(([name, value]) => (
          <tr key={name}>
            <th scope="row" style={{ textAlign: 'start', padding: 6, fontWeight: 500 }}>
              <code>{`--wacrm-color-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`}</code>
            </th>
            <td style={{ padding: 6 }}>
              <span
                aria-hidden="true"
                style={{
                  display: 'inline-block',
                  width: 48,
                  height: 20,
                  borderRadius: 4,
                  background: value,
                  border: `1px solid ${vars.color.borderStrong}`,
                }}
              />
            </td>
            <td style={{ padding: 6 }}>
              <code>{value}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'UI/Theme tokens',
  // No docs page: a test harness of the theme, documented on the Design tokens and Theming pages.
  tags: ['!autodocs'],
  component: ColorTokens,
} satisfies Meta<typeof ColorTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dark: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Colour tokens of the dark theme' })).toBeVisible();
  },
};

export const Light: Story = {
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Colour tokens of the light theme' })).toBeVisible();
  },
};

export const Brand: Story = {
  globals: { theme: 'brand' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Colour tokens of the brand theme' })).toBeVisible();
  },
};

/** A font no other story uses, so its warm-up is not already done in the page. */
const warmUpTheme = createBrandTheme({ primary: '#25d366', fontFamily: "'Wacrm Warm-up Story Sans', sans-serif" });

/** A provider warming its fonts while the browser is idle, with a count of the groups it laid out (in a real browser). */
function FontWarmUpDemo() {
  const total = themeFontSampleGroups().length;
  const [laidOut, setLaidOut] = useState(0);
  const ref = useRef<HTMLDivElement | null>(null);
  // A layout effect: watching starts before the provider's effect schedules its first group.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new MutationObserver((records) => {
      let added = 0;
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLElement && node.hasAttribute('data-wacrm-font-warmup')) added += 1;
        }
      }
      if (added > 0) setLaidOut((n) => n + added);
    });
    observer.observe(el, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref}>
      <WacrmThemeProvider theme={warmUpTheme}>
        <p>This provider lays out its fonts while the browser is idle, one small group at a time.</p>
        <p role="status">
          Font groups laid out: {laidOut} of {total}
        </p>
      </WacrmThemeProvider>
    </div>
  );
}

/**
 * The provider's font warm-up in Chromium: every group is laid out (a group laid out with no boxes, as in a hidden
 * panel, would stop it after the first), one per idle period, and nothing is left in the page.
 */
export const FontWarmUp: Story = {
  name: 'Font warm-up',
  render: () => <FontWarmUpDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const total = themeFontSampleGroups().length;
    // Each group waits for an idle period (at most 2 s each on a busy machine).
    await waitFor(
      () => expect(canvas.getByRole('status')).toHaveTextContent(`Font groups laid out: ${total} of ${total}`),
      { timeout: 20_000 },
    );
    await expect(canvasElement.querySelector('[data-wacrm-font-warmup]')).toBeNull();
  },
};
