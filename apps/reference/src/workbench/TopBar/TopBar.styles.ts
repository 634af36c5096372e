import { createGlobalStyle, styled } from 'styled-components';
import { vars } from '@wacrm/ui';
// Its own module: the site's header (index.ts) stays free of styled-components.
import { ThemedLanguageSwitch } from '../../components/LanguageSwitch/LanguageSwitch.styles';

/** Height of the top bar (its content, one row of 32 px controls, fits in it at every width). */
const BAR_HEIGHT = '56px';

export const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: ${vars.space.md};
  min-height: ${BAR_HEIGHT};
  padding: ${vars.space.sm} ${vars.space.lg};
  background: ${vars.color.surface};
  border-bottom: 1px solid ${vars.color.border};

  @media (max-width: 479px) {
    gap: ${vars.space.sm};
    padding-inline: ${vars.space.md};
  }
`;

/**
 * A word the bar shows beside its icon from 480 px; on a phone only the icon shows (the bar keeps one row with the
 * language switch, in every language), the word still the control's name for assistive technology.
 */
export const WideOnly = styled.span`
  @media (max-width: 479px) {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

export const Brand = styled.p`
  margin: 0;
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.xs};
  font-size: ${vars.font.sizeLg};
  font-weight: ${vars.font.weightBold};

  & svg {
    color: ${vars.color.primary};
  }
`;

/**
 * The language switch, narrower on a phone, and the one thing in the bar that gives way on a narrow one (320 px with
 * a long 'Apps', 'Aplicaciones'): the bar keeps one row in every language.
 */
export const Language = styled(ThemedLanguageSwitch)`
  @media (max-width: 479px) {
    flex: 0 1 auto;
    min-width: 4rem;
    & select {
      width: 100%;
      max-width: 6.5rem;
    }
  }
`;

export const Spacer = styled.div`
  flex: 1;
`;

export const User = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  max-width: 30vw;

  @media (max-width: 479px) {
    display: none;
  }
`;

/**
 * While the top bar is shown, the notices of @wacrm/ui (fixed at the top right of the page) start below it instead
 * of over it: on top they covered Logout and the user's name, and since hovering a notice pauses it, moving the
 * pointer to Logout kept the notice there, so Logout could not be clicked until the notice was dismissed.
 * The notices' own data attribute is the hook; the portal root in front raises the rule above their class. On a
 * phone the notices are at the bottom of the screen (@wacrm/ui), clear of this bar and of the tab bar below it.
 */
export const NoticesBelowBar = createGlobalStyle`
  @media (min-width: 720px) {
    [data-wacrm-portal] > [data-wacrm-notifications] {
      inset-block-start: calc(${BAR_HEIGHT} + ${vars.space.sm});
    }
  }
`;
