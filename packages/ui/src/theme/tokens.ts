/** Design tokens of the Wacrm theme. Every value is a CSS value (string) so it can become a custom property. */
export interface WacrmColorTokens {
  background: string;
  surface: string;
  surfaceRaised: string;
  surfaceHover: string;
  border: string;
  borderStrong: string;
  text: string;
  textMuted: string;
  textInverse: string;
  primary: string;
  primaryHover: string;
  primaryText: string;
  primarySoft: string;
  /** Primary-coloured text that stays readable on `primarySoft` and surfaces (badges, selected items). */
  primaryOnSoft: string;
  success: string;
  successSoft: string;
  warning: string;
  warningSoft: string;
  danger: string;
  dangerHover: string;
  dangerText: string;
  dangerSoft: string;
  info: string;
  infoSoft: string;
  neutral: string;
  neutralSoft: string;
  focusRing: string;
  overlay: string;
  bubbleOutgoing: string;
  bubbleIncoming: string;
  link: string;
}

export interface WacrmTokens {
  color: WacrmColorTokens;
  space: { none: string; xxs: string; xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  radius: { sm: string; md: string; lg: string; pill: string };
  font: {
    family: string;
    mono: string;
    sizeXs: string;
    sizeSm: string;
    sizeMd: string;
    sizeLg: string;
    sizeXl: string;
    sizeXxl: string;
    weightRegular: string;
    weightMedium: string;
    weightBold: string;
    lineHeight: string;
  };
  shadow: { sm: string; md: string; lg: string };
  zIndex: { dropdown: string; sticky: string; modal: string; toast: string; tooltip: string };
  motion: { fast: string; normal: string; easing: string };
}

export interface WacrmTheme {
  /** Human name of the theme (shown in Storybook, data-theme attribute). */
  name: string;
  mode: 'dark' | 'light';
  tokens: WacrmTokens;
}

const shared = {
  space: { none: '0', xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px' },
  radius: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  font: {
    family:
      "Inter, 'Segoe UI', system-ui, -apple-system, BlinkMacSystemFont, Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
    sizeXs: '12px',
    sizeSm: '13px',
    sizeMd: '14px',
    sizeLg: '16px',
    sizeXl: '20px',
    sizeXxl: '28px',
    weightRegular: '400',
    weightMedium: '500',
    weightBold: '700',
    lineHeight: '1.45',
  },
  zIndex: { dropdown: '1000', sticky: '1100', modal: '1300', toast: '1400', tooltip: '1500' },
  motion: { fast: '120ms', normal: '200ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
} satisfies Omit<WacrmTokens, 'color' | 'shadow'>;

export const darkTheme: WacrmTheme = {
  name: 'dark',
  mode: 'dark',
  tokens: {
    ...shared,
    color: {
      background: '#0b141a',
      surface: '#111b21',
      surfaceRaised: '#1f2c34',
      surfaceHover: '#233138',
      border: '#2a3942',
      borderStrong: '#3b4a54',
      text: '#e9edef',
      textMuted: '#aebbc3',
      textInverse: '#0b141a',
      primary: '#25d366',
      primaryHover: '#1fbf5b',
      primaryText: '#0b141a',
      primarySoft: 'rgba(37, 211, 102, 0.16)',
      primaryOnSoft: '#25d366',
      success: '#3ddc84',
      successSoft: 'rgba(61, 220, 132, 0.16)',
      warning: '#f7c948',
      warningSoft: 'rgba(247, 201, 72, 0.16)',
      danger: '#ff8591',
      dangerHover: '#ff6b7a',
      dangerText: '#0b141a',
      dangerSoft: 'rgba(255, 107, 122, 0.14)',
      info: '#53bdeb',
      infoSoft: 'rgba(83, 189, 235, 0.16)',
      neutral: '#a0aeb7',
      neutralSoft: 'rgba(160, 174, 183, 0.12)',
      focusRing: '#53bdeb',
      overlay: 'rgba(0, 0, 0, 0.6)',
      bubbleOutgoing: '#005c4b',
      bubbleIncoming: '#202c33',
      link: '#53bdeb',
    },
    shadow: {
      sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
      md: '0 4px 12px rgba(0, 0, 0, 0.45)',
      lg: '0 12px 32px rgba(0, 0, 0, 0.55)',
    },
  },
};

export const lightTheme: WacrmTheme = {
  name: 'light',
  mode: 'light',
  tokens: {
    ...shared,
    color: {
      background: '#f0f2f5',
      surface: '#ffffff',
      surfaceRaised: '#ffffff',
      surfaceHover: '#f5f6f6',
      border: '#d1d7db',
      borderStrong: '#aebac1',
      text: '#111b21',
      textMuted: '#54656f',
      textInverse: '#ffffff',
      primary: '#007a5a',
      primaryHover: '#006a4e',
      primaryText: '#ffffff',
      primarySoft: 'rgba(0, 122, 90, 0.12)',
      primaryOnSoft: '#006a4e',
      success: '#006b4f',
      successSoft: 'rgba(0, 122, 90, 0.1)',
      warning: '#8a5a00',
      warningSoft: 'rgba(245, 166, 35, 0.18)',
      danger: '#b80e2a',
      dangerHover: '#960b22',
      dangerText: '#ffffff',
      dangerSoft: 'rgba(200, 16, 46, 0.08)',
      info: '#0b63a8',
      infoSoft: 'rgba(11, 99, 168, 0.1)',
      neutral: '#54656f',
      neutralSoft: 'rgba(84, 101, 111, 0.12)',
      focusRing: '#0b63a8',
      overlay: 'rgba(11, 20, 26, 0.45)',
      bubbleOutgoing: '#d9fdd3',
      bubbleIncoming: '#ffffff',
      link: '#0b63a8',
    },
    shadow: {
      sm: '0 1px 2px rgba(11, 20, 26, 0.12)',
      md: '0 4px 12px rgba(11, 20, 26, 0.14)',
      lg: '0 12px 32px rgba(11, 20, 26, 0.18)',
    },
  },
};
