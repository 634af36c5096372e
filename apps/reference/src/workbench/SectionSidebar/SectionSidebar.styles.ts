import { styled } from 'styled-components';
import { vars } from '@wacrm/ui';

export const Nav = styled.nav`
  flex: none;
  background: ${vars.color.surface};
  border-inline-end: 1px solid ${vars.color.border};
  padding: ${vars.space.sm};

  & ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${vars.space.xxs};
  }

  /* One width for every app (it followed the longest section name, so the content moved sideways when switching
     tabs): room for the longest English name, and longer ones are cut with an ellipsis (title shows it). */
  @media (min-width: 1024px) {
    width: 13rem;
  }

  @media (max-width: 719px) {
    border-inline-end: 0;
    border-bottom: 1px solid ${vars.color.border};
    overflow-x: auto;
    & ul {
      grid-auto-flow: column;
      justify-content: start;
    }
  }
`;

export const Item = styled.button`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
  width: 100%;
  min-height: 44px;
  padding: 0 ${vars.space.md};
  border: 0;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.textMuted};
  font: inherit;
  text-align: start;
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    background: ${vars.color.surfaceHover};
    color: ${vars.color.text};
  }
  & > span {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
  }

  &[aria-current='page'] {
    background: ${vars.color.primarySoft};
    color: ${vars.color.text};
    /* A bar on the start edge: the left one, the right one right to left. */
    box-shadow: inset 3px 0 0 ${vars.color.primary};
  }
  &[aria-current='page']:dir(rtl) {
    box-shadow: inset -3px 0 0 ${vars.color.primary};
  }

  /* Icon-only on mid-size screens; the label stays available to assistive technology. */
  @media (min-width: 720px) and (max-width: 1023px) {
    justify-content: center;
    padding: 0;
    width: 44px;
    & > span {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
`;
