import { styled } from 'styled-components';
import { vars } from '@wacrm/ui';

export const Form = styled.form`
  display: grid;
  gap: ${vars.space.lg};
`;

export const Row = styled.div`
  display: grid;
  gap: ${vars.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
`;

export const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

export const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${vars.space.sm};
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightMedium};
  color: ${vars.color.text};
`;

export const TagList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm};
`;

export const TagToggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.xs};
  min-height: 32px;
  padding: ${vars.space.xs} ${vars.space.md};
  border-radius: ${vars.radius.pill};
  border: 1px solid ${vars.color.borderStrong};
  background: transparent;
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.font.sizeSm};
  cursor: pointer;
  transition: background ${vars.motion.fast} ${vars.motion.easing};

  &:hover {
    background: ${vars.color.surfaceHover};
  }

  &[aria-pressed='true'] {
    background: ${vars.color.primarySoft};
    border-color: ${vars.color.primary};
    color: ${vars.color.primaryOnSoft};
  }

  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }

  svg {
    width: 14px;
    height: 14px;
  }
`;
