import { styled } from 'styled-components';
import { vars } from '@wacrm/ui';

export const Root = styled.div`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  word-break: break-word;

  p {
    margin: 0;
    min-height: 1em;
  }

  ul,
  ol {
    margin: 0;
    padding-inline-start: 1.25em;
  }

  blockquote {
    margin: 0;
    padding-inline-start: ${vars.space.sm};
    border-inline-start: 3px solid ${vars.color.borderStrong};
    color: ${vars.color.textMuted};
  }

  pre,
  code {
    font-family: ${vars.font.mono};
    font-size: 0.92em;
  }

  pre {
    margin: 0;
    white-space: pre-wrap;
  }

  /* A block is <pre><code>: the code takes the block's size (0.92em again would make it 0.85 of the text). */
  pre code {
    font-size: inherit;
  }

  a {
    color: ${vars.color.link};
    text-decoration: underline;
  }

  /* On the outgoing bubble colour the link and muted colours do not reach 4.5:1 (the dark theme's): the text colour
     does. The underline still marks a link, the border a quote. */
  &[data-surface='outgoing'] :is(a, blockquote) {
    color: ${vars.color.text};
  }
`;
