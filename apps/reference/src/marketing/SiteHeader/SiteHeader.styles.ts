import { styled } from 'styled-components';
import { vars } from '@wacrm/ui';

/** Below this width the header collapses into the mobile menu. */
export const DESKTOP_NAV_MIN = '1100px';

export const SkipLink = styled.a`
  position: absolute;
  left: ${vars.space.md};
  top: -100px;
  z-index: ${vars.zIndex.tooltip};
  padding: ${vars.space.sm} ${vars.space.md};
  background: ${vars.color.primary};
  color: ${vars.color.primaryText};
  border-radius: ${vars.radius.md};
  font-weight: ${vars.font.weightBold};

  &:focus {
    top: ${vars.space.sm};
  }
`;

export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${vars.zIndex.sticky};
  background: rgba(11, 20, 26, 0.92);
  backdrop-filter: blur(8px);
  border-bottom: 1px solid ${vars.color.border};
`;

export const Inner = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${vars.space.sm} ${vars.space.lg};
  display: flex;
  align-items: center;
  gap: ${vars.space.lg};
  min-height: 64px;
`;

export const Brand = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.sm};
  color: ${vars.color.text};
  font-size: ${vars.font.sizeXl};
  font-weight: ${vars.font.weightBold};
  text-decoration: none;
  margin-right: auto;

  & svg {
    color: ${vars.color.primary};
  }
`;

export const DesktopNav = styled.nav`
  display: none;
  @media (min-width: ${DESKTOP_NAV_MIN}) {
    display: block;
  }

  & > ul {
    display: flex;
    align-items: center;
    gap: ${vars.space.xxs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

export const NavLinkStyled = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${vars.space.md};
  border-radius: ${vars.radius.md};
  color: ${vars.color.text};
  text-decoration: none;
  font-weight: ${vars.font.weightMedium};

  &:hover {
    background: ${vars.color.surfaceHover};
  }
  &[aria-current='page'] {
    color: ${vars.color.primary};
  }
`;

export const Actions = styled.div`
  display: none;
  gap: ${vars.space.sm};
  @media (min-width: ${DESKTOP_NAV_MIN}) {
    display: flex;
  }
`;

export const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.xs};
  min-height: 44px;
  min-width: 44px;
  padding: 0 ${vars.space.md};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.text};
  font: inherit;
  cursor: pointer;

  @media (min-width: ${DESKTOP_NAV_MIN}) {
    display: none;
  }
`;

export const MobilePanel = styled.nav`
  border-top: 1px solid ${vars.color.border};
  padding: ${vars.space.md} ${vars.space.lg} ${vars.space.xl};
  max-height: calc(100vh - 64px);
  overflow-y: auto;

  @media (min-width: ${DESKTOP_NAV_MIN}) {
    display: none;
  }

  & ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & a:not([data-variant]) {
    display: flex;
    align-items: center;
    min-height: 44px;
    color: ${vars.color.text};
    text-decoration: none;
  }
`;

export const MobileGroup = styled.div`
  margin-top: ${vars.space.lg};

  & > p {
    margin: 0 0 ${vars.space.xs};
    color: ${vars.color.textMuted};
    font-size: ${vars.font.sizeSm};
    font-weight: ${vars.font.weightBold};
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }
`;

export const MobileActions = styled.div`
  display: grid;
  gap: ${vars.space.sm};
  margin-top: ${vars.space.xl};
`;
