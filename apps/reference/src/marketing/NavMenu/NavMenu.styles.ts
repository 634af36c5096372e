import { styled } from 'styled-components';
import { vars } from '@wacrm/ui';

export const MenuRoot = styled.div`
  position: relative;
`;

export const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.xs};
  min-height: 40px;
  padding: 0 ${vars.space.md};
  border: 0;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.text};
  font: inherit;
  font-weight: ${vars.font.weightMedium};
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    background: ${vars.color.surfaceHover};
  }

  & svg {
    transition: transform ${vars.motion.fast} ${vars.motion.easing};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

export const MenuList = styled.ul`
  position: absolute;
  top: calc(100% + 6px);
  left: 0;
  z-index: ${vars.zIndex.dropdown};
  min-width: 280px;
  margin: 0;
  padding: ${vars.space.xs};
  list-style: none;
  background: ${vars.color.surfaceRaised};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  box-shadow: ${vars.shadow.lg};
`;

export const MenuItemLink = styled.a`
  display: block;
  padding: ${vars.space.sm} ${vars.space.md};
  border-radius: ${vars.radius.md};
  color: ${vars.color.text};
  text-decoration: none;

  &:hover,
  &:focus {
    background: ${vars.color.surfaceHover};
  }

  & > span {
    display: block;
  }
  & > span + span {
    color: ${vars.color.textMuted};
    font-size: ${vars.font.sizeSm};
  }
`;
