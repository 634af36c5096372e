import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stripWhatsAppFormatting } from '@wacrm/whatsapp-sdk';
import { FormattedPreview } from './FormattedPreview';
import { FormattedText } from './FormattedText';

describe('FormattedText', () => {
  it('renders WhatsApp formatting as elements', () => {
    const { container } = render(
      <FormattedText text={'*bold* _italic_ ~strike~ `code`\n- one\n- two\n> quoted\n```\nmono block\n```'} />,
    );
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.getByText('italic').tagName).toBe('EM');
    expect(screen.getByText('strike').tagName).toBe('S');
    expect(screen.getByText('code').tagName).toBe('CODE');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['one', 'two']);
    expect(container.querySelector('blockquote')).toHaveTextContent('quoted');
    expect(container.querySelector('pre')).toHaveTextContent('mono block');
  });

  it('links only http(s) URLs, in a new tab with rel="noopener noreferrer"', () => {
    render(<FormattedText text="Track: https://acme.io/track?id=1 or javascript:alert(1) or ftp://x.io" />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://acme.io/track?id=1');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(screen.getByText(/javascript:alert\(1\)/)).toBeInTheDocument();
  });

  it('a link cannot display reversed text: no bidirectional controls in it, isolated from an override around it', () => {
    render(<FormattedText text={'Invoice \u202E https://acme.io/\u202Efdp.exe'} />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', 'https://acme.io/fdp.exe');
    expect(link.textContent).toBe('https://acme.io/fdp.exe');
    expect(link).toHaveAttribute('dir', 'ltr');
  });

  it('never injects HTML', () => {
    const { container } = render(<FormattedText text={'<img src=x onerror="alert(1)"> <b>hi</b>'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container).toHaveTextContent('<img src=x onerror="alert(1)"> <b>hi</b>');
  });

  it('marks text drawn on the outgoing bubble colour (its links and quotes take the text colour there)', () => {
    const { container, rerender } = render(<FormattedText text="see https://acme.io" surface="outgoing" />);
    expect(container.firstElementChild).toHaveAttribute('data-surface', 'outgoing');
    rerender(<FormattedText text="see https://acme.io" />);
    expect(container.firstElementChild).not.toHaveAttribute('data-surface');
  });

  it('shows formatting characters as typed in plain mode', () => {
    const { container } = render(<FormattedText text="*not bold*" plain />);
    expect(container.querySelector('strong')).toBeNull();
    expect(container).toHaveTextContent('*not bold*');
  });
});

describe('FormattedPreview', () => {
  it('renders bold, italic, strike and code; links stay text; no list, quote or block elements', () => {
    const { container } = render(
      <FormattedPreview text={'*bold* _italic_ ~strike~ `code` https://acme.io\n- one\n> quoted\n```\nmono\n```'} />,
    );
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.getByText('italic').tagName).toBe('EM');
    expect(screen.getByText('strike').tagName).toBe('S');
    expect(screen.getByText('code').tagName).toBe('CODE');
    expect(screen.getByText('mono').tagName).toBe('CODE');
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('p, ul, ol, li, blockquote, pre, br')).toBeNull();
  });

  it("has exactly stripWhatsAppFormatting's text", () => {
    const texts = [
      'Great, thanks *so* much!',
      '_Quick question_: do you ship abroad?',
      'We ship to 40 countries.\n- EU\n- UK\n- US',
      '1. first\n2. *second*\n> a _quote_\n> more',
      'Hours: ```9:00-18:00``` weekdays\n```\nblock\nlines\n```\nafter',
      '*unclosed _nested ~marks',
      'https://acme.io/track/1042 and javascript:alert(1)',
      'Refund \u202Efdp.exe *now*\u2066',
      '',
    ];
    for (const text of texts) {
      const { container, unmount } = render(<FormattedPreview text={text} />);
      expect(container.textContent).toBe(stripWhatsAppFormatting(text));
      expect(container.textContent).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
      unmount();
    }
  });

  it('shows formatting characters as typed in plain mode, and never injects HTML', () => {
    const { container, rerender } = render(<FormattedPreview text="*{{1}}* is your code" plain />);
    expect(container.querySelector('strong')).toBeNull();
    expect(container).toHaveTextContent('*{{1}}* is your code');
    rerender(<FormattedPreview text={'<img src=x onerror="alert(1)"> *hi*'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('<img src=x onerror="alert(1)"> hi');
  });
});
