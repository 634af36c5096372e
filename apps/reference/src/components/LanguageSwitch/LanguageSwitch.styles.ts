import { styled } from 'styled-components';
import { vars } from '@wacrm/ui';
import { LanguageSwitch } from './LanguageSwitch';

/** The language switch in the @wacrm/ui theme (the workbench's bars; the site styles its own in marketing.css). */
export const ThemedLanguageSwitch = styled(LanguageSwitch)`
  display: inline-flex;
  min-width: 0;

  & select {
    min-height: 32px;
    max-width: 12rem;
    padding-block: 0;
    padding-inline: ${vars.space.sm};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surface};
    color: ${vars.color.text};
    font: inherit;
    font-size: ${vars.font.sizeSm};
  }
`;
