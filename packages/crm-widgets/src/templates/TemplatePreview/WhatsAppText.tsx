import { Fragment, type ReactNode } from 'react';
import { tokenizeWhatsApp, type WhatsAppBlock } from '@wacrm/whatsapp-sdk';
import { inlineNodes as inline } from '../../internal/whatsappInline';

function block(b: WhatsAppBlock, i: number, last: boolean): ReactNode {
  const key = String(i);
  switch (b.type) {
    case 'line':
      return (
        <Fragment key={key}>
          {inline(b.children, key)}
          {last ? null : <br />}
        </Fragment>
      );
    case 'list': {
      const items = b.items.map((item, j) => (
        <li key={j} value={b.ordered ? item.number : undefined}>
          {inline(item.children, `${key}.${j}`)}
        </li>
      ));
      return b.ordered ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>;
    }
    case 'quote':
      return (
        <blockquote key={key}>
          {b.lines.map((line, j) => (
            <Fragment key={j}>
              {inline(line, `${key}.${j}`)}
              {j < b.lines.length - 1 ? <br /> : null}
            </Fragment>
          ))}
        </blockquote>
      );
    case 'mono':
      return <pre key={key}>{b.text}</pre>;
    default:
      return null;
  }
}

export interface WhatsAppTextProps {
  /**
   * Text with WhatsApp formatting (`*bold*`, `_italic_`, `~strike~`, code, lists, quotes); links become safe anchors.
   */
  text: string;
  /** No formatting (headers, footers, authentication templates). */
  plain?: boolean;
}

/** Renders WhatsApp formatting as React elements from the SDK's tokenizer (never HTML strings). */
export function WhatsAppText({ text, plain = false }: WhatsAppTextProps) {
  const blocks = tokenizeWhatsApp(text, { plain });
  return <>{blocks.map((b, i) => block(b, i, i === blocks.length - 1))}</>;
}
