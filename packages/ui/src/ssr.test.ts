// Runs in plain Node (the `unit` project): every primitive imports and renders to a string without a DOM,
// and portalled parts (Modal, notices) render nothing on the server instead of touching `document`.
import { createElement as h, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as ui from './index';

const noop = () => {};
const digit = (n: number, total: number) => `Digit ${n} of ${total}`;

const cases: [string, ReactElement][] = [
  ['Alert', h(ui.Alert, { message: 'Failed to connect WhatsApp' })],
  ['Avatar', h(ui.Avatar, { name: 'Ada' })],
  ['Badge', h(ui.Badge, { tone: 'primary' }, 'VIP')],
  ['Button', h(ui.Button, null, 'Send OTP')],
  ['Card', h(ui.Card, null, 'Body')],
  ['Checkbox', h(ui.Checkbox, { label: 'VIP', indeterminate: true })],
  [
    'ConfirmDialog',
    h(ui.ConfirmDialog, {
      open: true,
      title: 'Delete',
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
      onConfirm: noop,
      onCancel: noop,
    }),
  ],
  ['EmptyState', h(ui.EmptyState, { title: 'No contacts found.' })],
  ['FullPageLoader', h(ui.FullPageLoader, { label: 'Loading' })],
  ['IconButton', h(ui.IconButton, { label: 'More', children: 'x' })],
  [
    'Menu',
    h(ui.Menu, { trigger: h(ui.Button, null, 'Actions'), items: [{ id: 'a', label: 'Edit' }], defaultOpen: true }),
  ],
  ['Modal', h(ui.Modal, { open: true, title: 'Connect WhatsApp', onClose: noop }, 'Body')],
  ['NotificationsProvider', h(ui.NotificationsProvider, { dismissLabel: 'Dismiss' }, 'App')],
  ['OtpInput', h(ui.OtpInput, { getDigitLabel: digit, defaultValue: '12' })],
  ['RadioGroup', h(ui.RadioGroup, { options: [{ value: 'a', label: 'A' }], label: 'Pick' })],
  ['SecretField', h(ui.SecretField, { label: 'Access Token', revealLabel: 'Show' })],
  ['SegmentedControl', h(ui.SegmentedControl, { options: [{ value: 'a', label: 'A' }], label: 'Pick' })],
  ['Select', h(ui.Select, { label: 'Category', options: [{ value: 'a', label: 'A' }] })],
  ['Spinner', h(ui.Spinner, { label: 'Loading' })],
  ['StatCard', h(ui.StatCard, { title: 'Open Rate', value: '42%' })],
  ['StatusBadge', h(ui.StatusBadge, { tone: 'success', children: 'Active' })],
  ['Switch', h(ui.Switch, { label: 'On' })],
  [
    'Table',
    h(ui.Table<{ id: string }>, {
      caption: 'Rows',
      columns: [{ key: 'id', header: 'Id', render: (r) => r.id }],
      rows: [{ id: '1' }],
      getRowKey: (r) => r.id,
    }),
  ],
  ['Tabs', h(ui.Tabs, { items: [{ value: 'a', label: 'A', content: 'Panel' }], label: 'Tabs' })],
  ['TextArea', h(ui.TextArea, { label: 'Message', minHeight: 44, maxHeight: 120, showCount: true, maxLength: 1000 })],
  ['TextField', h(ui.TextField, { label: 'Email' })],
  ['Tooltip', h(ui.Tooltip, { content: 'Tip', children: h(ui.Button, null, 'Hover') })],
  ['VisuallyHidden', h(ui.VisuallyHidden, null, '3 unread messages')],
  ['WacrmThemeProvider', h(ui.WacrmThemeProvider, { theme: ui.lightTheme }, 'Themed')],
];

describe('server rendering (no DOM)', () => {
  it('runs without window or document', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it.each(cases)('%s renders to a string', (_name, element) => {
    const html = renderToString(h(ui.WacrmThemeProvider, null, element));
    expect(html).toContain('data-wacrm-root');
  });

  it('does not render portalled content on the server', () => {
    const html = renderToString(h(ui.Modal, { open: true, title: 'Connect WhatsApp', onClose: noop }, 'Body'));
    expect(html).not.toContain('Connect WhatsApp');
  });
});
