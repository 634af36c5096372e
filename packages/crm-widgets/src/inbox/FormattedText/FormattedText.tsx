import { memo, useMemo, type HTMLAttributes, type ReactNode } from 'react';
import { tokenizeWhatsApp, type WhatsAppBlock } from '@wacrm/whatsapp-sdk';
import { inlineNodes as inline } from '../../internal/whatsappInline';
import { Root } from './FormattedText.styles';

export interface FormattedTextProps extends HTMLAttributes<HTMLDivElement> {
  /** WhatsApp-formatted text (`*bold*`, `_italic_`, `~strike~`, monospace, lists, quotes, links). */
  text: string;
  /** Show formatting characters as typed (headers, footers, authentication templates). */
  plain?: boolean;
  /**
   * What the text is drawn on: `outgoing` for the outgoing bubble colour, where links and quotes take the text
   * colour (the link and muted colours do not reach 4.5:1 on every theme's outgoing bubble).
   */
  surface?: 'default' | 'outgoing';
}

function block(b: WhatsAppBlock, i: number): ReactNode {
  const key = `b${i}`;
  switch (b.type) {
    case 'line':
      return <p key={key}>{inline(b.children, key)}</p>;
    case 'list': {
      const items = b.items.map((item, j) => (
        <li key={`${key}.${j}`} value={b.ordered ? item.number : undefined}>
          {inline(item.children, `${key}.${j}`)}
        </li>
      ));
      return b.ordered ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>;
    }
    case 'quote':
      return (
        <blockquote key={key}>
          {b.lines.map((line, j) => (
            <p key={`${key}.${j}`}>{inline(line, `${key}.${j}`)}</p>
          ))}
        </blockquote>
      );
    case 'mono':
      return (
        <pre key={key}>
          <code>{b.text}</code>
        </pre>
      );
    default:
      return null;
  }
}

/** WhatsApp formatting rendered as React elements from the SDK's tokens: never HTML strings, links http(s) only. */
export const FormattedText = memo(function FormattedText({
  text,
  plain = false,
  surface = 'default',
  ...rest
}: FormattedTextProps) {
  const blocks = useMemo(() => tokenizeWhatsApp(text, { plain }), [text, plain]);
  return (
    // User content: laid out in its own direction (an English message in an Arabic inbox, and the reverse).
    <Root data-surface={surface === 'outgoing' ? 'outgoing' : undefined} dir="auto" {...rest}>
      {blocks.map(block)}
    </Root>
  );
});
