import { Fragment, type ReactNode } from 'react';
import { stripBidiControls, tokenizeWhatsApp, type WhatsAppInline } from '@wacrm/whatsapp-sdk';

const SAFE_LINK = /^https?:\/\//i;

/**
 * Inline WhatsApp tokens as React elements: bold, italic, strike, code and links. Links open in a new tab with
 * `rel="noopener noreferrer"`, and only http(s) ones (the tokenizer emits nothing else; checked again here so nothing
 * else ever becomes an href). A link shows no bidirectional controls (the tokenizer drops them) and is isolated
 * left-to-right from the text around it.
 */
export function inlineNodes(tokens: readonly WhatsAppInline[], keyPrefix: string): ReactNode[] {
  return tokens.map((t, i) => {
    const key = `${keyPrefix}.${i}`;
    switch (t.type) {
      case 'text':
        return <Fragment key={key}>{t.text}</Fragment>;
      case 'bold':
        return <strong key={key}>{inlineNodes(t.children, key)}</strong>;
      case 'italic':
        return <em key={key}>{inlineNodes(t.children, key)}</em>;
      case 'strike':
        return <s key={key}>{inlineNodes(t.children, key)}</s>;
      case 'code':
      case 'mono':
        return <code key={key}>{t.text}</code>;
      case 'link':
        return SAFE_LINK.test(t.href) ? (
          // dir: the link is isolated from the text around it, so an override there cannot reverse it either.
          <a key={key} href={t.href} target="_blank" rel="noopener noreferrer" dir="ltr">
            {t.text}
          </a>
        ) : (
          <Fragment key={key}>{t.text}</Fragment>
        );
      default:
        return null;
    }
  });
}

/**
 * A one-line preview of WhatsApp-formatted text (a conversation's last message, a template's body): bold, italic,
 * strike and code as elements, links as text (a preview sits in an option or a button, where a link could not be
 * followed), list markers and quote marks dropped, lines separated by '\n' (which the preview's white-space folds
 * into a space), bidirectional controls removed (they could show a reversed text). Its text is exactly
 * `stripWhatsAppFormatting(text)`. `plain`: formatting characters as typed
 * (authentication templates).
 */
export function previewNodes(text: string, plain = false): ReactNode[] {
  const lines: WhatsAppInline[][] = [];
  for (const b of tokenizeWhatsApp(stripBidiControls(text), { links: false, plain })) {
    if (b.type === 'line') lines.push(b.children);
    else if (b.type === 'list') for (const item of b.items) lines.push(item.children);
    else if (b.type === 'quote') lines.push(...b.lines);
    else lines.push([{ type: 'mono', text: b.text }]);
  }
  const nodes: ReactNode[] = [];
  lines.forEach((line, i) => {
    if (i > 0) nodes.push('\n');
    nodes.push(...inlineNodes(line, String(i)));
  });
  return nodes;
}
