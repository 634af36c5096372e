import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from './cssVars';
import { useWacrmTheme } from './WacrmThemeProvider';

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
