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

  a {
    color: ${vars.color.link};
    text-decoration: underline;
  }
`;
