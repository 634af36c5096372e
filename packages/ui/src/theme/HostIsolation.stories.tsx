import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../components/Button/Button';
import { Modal } from '../components/Modal/Modal';
import { WacrmThemeProvider } from './WacrmThemeProvider';

/** CSS a host page might carry; none of it may change the widget's typography or box model. */
const HOSTILE_CSS = `
  * { font-family: serif !important; }
  p, span { font-size: 30px; line-height: 3; }
  div { box-sizing: content-box; }
`;

function HostPage() {
  const [open, setOpen] = useState(false);
  return (
    <div data-host-page="">
      <style>{HOSTILE_CSS}</style>
      <WacrmThemeProvider>
        <p>
          Widget text with <span>a span</span> and <code>code</code>
        </p>
        <Button onClick={() => setOpen(true)}>Open dialog</Button>
        <Modal open={open} onClose={() => setOpen(false)} title="Dialog" closeLabel="Close">
          <p>Dialog text</p>
        </Modal>
      </WacrmThemeProvider>
    </div>
  );
}

const meta = {
  title: 'Theme/Host isolation',
  // No docs page: a test harness of the theme, documented on the Design tokens and Theming pages.
  tags: ['!autodocs'],
  component: HostPage,
  parameters: {
    docs: {
      description: {
        component:
          'A React host whose CSS sets `* { font-family: serif !important }`, large sizes on `p`/`span` and ' +
          '`content-box` on `div`: the widget root (and its dialogs) keep the theme font, size, line height and ' +
          'box sizing on every element, and code keeps the monospace font.',
      },
    },
  },
} satisfies Meta<typeof HostPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HostileHostCss: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const style = (el: Element) => getComputedStyle(el);
    // Host text outside any widget root takes the host's CSS: the rules are in force.
    const probe = document.createElement('p');
    probe.textContent = 'Host text';
    document.body.appendChild(probe);
    await expect(style(probe).fontFamily).toBe('serif');
    await expect(style(probe).fontSize).toBe('30px');
    probe.remove();
    const text = canvas.getByText(/Widget text/);
    await expect(style(text).fontFamily).toContain('Inter');
    await expect(style(text).fontSize).toBe('14px');
    const span = canvas.getByText('a span');
    await expect(style(span).fontFamily).toContain('Inter');
    await expect(style(span).fontSize).toBe('14px');
    await expect(style(span).lineHeight).toBe(style(text).lineHeight);
    await expect(style(canvas.getByText('code')).fontFamily).toContain('monospace');
    await expect(style(text.closest('[data-wacrm-root]')!.querySelector('div') ?? text).boxSizing).toBe('border-box');

    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Dialog' });
    const dialogText = within(dialog).getByText('Dialog text');
    await expect(style(dialogText).fontFamily).toContain('Inter');
    await expect(style(dialogText).fontSize).toBe('14px');
    await expect(style(dialog).boxSizing).toBe('border-box');
  },
};
