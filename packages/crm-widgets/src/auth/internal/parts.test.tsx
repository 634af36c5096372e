import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '../LoginForm/LoginForm';
import { authLabels, mergeAuthLabels } from '../labels';
import { fill } from '../../i18n/plural';
import { DevCodeHint, NavLink, safeHttpUrl } from './parts';
import { splitDisplayName } from './hooks';
import { AuthHarness, createAuthHarness } from '../../testing/authHarness';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('DevCodeHint (development only)', () => {
  it('reads the outbox for the identifier and shows the code and channel', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ data: [{ to: '+919811122233', channel: 'sms', code: '482913', sentAt: '' }] }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    render(<DevCodeHint url="http://localhost:4010/__dev/outbox" to="+919811122233" sentAt={1} labels={authLabels} />);
    expect(await screen.findByText(/Code 482913 was sent by SMS to \+919811122233\./)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      'http://localhost:4010/__dev/outbox?to=%2B919811122233',
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
  });

  it('says when nothing was found and never throws on a bad answer', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('not json', { status: 200 }));
    render(<DevCodeHint url="http://x/__dev/outbox" to="a@b.test" sentAt={1} labels={authLabels} />);
    expect(await screen.findByText(/No code found in the development outbox for a@b.test\./)).toBeInTheDocument();
  });

  it('is absent from the forms unless devOutboxUrl is given', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    const harness = createAuthHarness();
    const user = userEvent.setup();
    render(
      <AuthHarness setup={harness}>
        <LoginForm />
      </AuthHarness>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Business email or phone number' }), 'asha@acme.io');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByRole('heading', { name: 'Verify Your Email' });
    expect(screen.queryByTestId('dev-code-hint')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows in a form given devOutboxUrl', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ data: [{ to: 'asha@acme.io', channel: 'email', code: '123456' }] })),
    );
    const harness = createAuthHarness();
    const user = userEvent.setup();
    render(
      <AuthHarness setup={harness}>
        <LoginForm devOutboxUrl="http://localhost:4010/__dev/outbox" />
      </AuthHarness>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Business email or phone number' }), 'asha@acme.io');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByTestId('dev-code-hint')).toHaveTextContent(
      'Development only: Code 123456 was sent by email to asha@acme.io.',
    );
  });
});

describe('labels', () => {
  it('applies AuthProvider overrides, then a form’s own, ignoring unknown keys and non-strings', async () => {
    const harness = createAuthHarness();
    render(
      <AuthHarness setup={harness} labels={{ sendOtp: 'Code senden', loginTitle: 'Willkommen' }}>
        <LoginForm labels={{ loginTitle: 'Hallo', ['nope' as 'sendOtp']: 'x' }} />
      </AuthHarness>,
    );
    expect(screen.getByRole('button', { name: 'Code senden' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hallo' })).toBeInTheDocument();
  });

  it('routes spec validation messages through overrides', async () => {
    const harness = createAuthHarness();
    const user = userEvent.setup();
    render(
      <AuthHarness setup={harness} labels={{ identifierRequired: 'Bitte E-Mail oder Telefon angeben.' }}>
        <LoginForm />
      </AuthHarness>,
    );
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Bitte E-Mail oder Telefon angeben.')).toBeInTheDocument();
  });

  it('merges and fills placeholders safely', () => {
    const merged = mergeAuthLabels({ sendOtp: 'A' }, undefined, { sendOtp: 'B' });
    expect(merged.sendOtp).toBe('B');
    expect(merged.verifyEmailTitle).toBe('Verify Your Email');
    expect(fill('Resend code in {seconds}s ({unknown})', { seconds: 42 })).toBe('Resend code in 42s ({unknown})');
  });
});

describe('helpers', () => {
  it.each([
    ['https://acme.test/terms', 'https://acme.test/terms'],
    ['http://acme.test/p', 'http://acme.test/p'],
    ['javascript:alert(1)', 'https://fallback.test/'],
    ['/relative', 'https://fallback.test/'],
    [42, 'https://fallback.test/'],
  ])('safeHttpUrl(%j)', (value, expected) => {
    expect(safeHttpUrl(value, 'https://fallback.test/')).toBe(expected);
  });

  it('NavLink calls onNavigate on a plain click and leaves modified clicks to the browser', async () => {
    const onNavigate = vi.fn();
    const user = userEvent.setup();
    render(
      <NavLink to="/auth/register" onNavigate={onNavigate}>
        Sign up
      </NavLink>,
    );
    await user.click(screen.getByRole('link', { name: 'Sign up' }));
    expect(onNavigate).toHaveBeenCalledWith('/auth/register');
    onNavigate.mockClear();
    const link = screen.getByRole('link', { name: 'Sign up' });
    link.addEventListener('click', (e) => e.preventDefault());
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    await waitFor(() => expect(onNavigate).not.toHaveBeenCalled());
  });

  it.each([
    ['Priya Sharma', { firstName: 'Priya', lastName: 'Sharma' }],
    ['  Ana  Maria de Souza ', { firstName: 'Ana', lastName: 'Maria de Souza' }],
    ['Cher', { firstName: 'Cher', lastName: '' }],
    [null, { firstName: '', lastName: '' }],
  ])('splitDisplayName(%j)', (name, expected) => {
    expect(splitDisplayName(name)).toEqual(expected);
  });
});
