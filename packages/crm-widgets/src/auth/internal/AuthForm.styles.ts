import { styled } from 'styled-components';
import { vars } from '@wacrm/ui';

/** Root of every auth form: a vertical stack with no outer margin. */
export const FormRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.lg};
  color: ${vars.color.text};
  font-family: ${vars.font.family};
  font-size: ${vars.font.sizeMd};
  line-height: ${vars.font.lineHeight};
  min-width: 0;
`;

export const Stack = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.md};
  margin: 0;
`;

export const Header = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xs};

  & > h1,
  & > h2,
  & > h3 {
    margin: 0;
    font-size: ${vars.font.sizeXl};
    font-weight: ${vars.font.weightBold};
    line-height: 1.25;
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
  overflow-wrap: anywhere;
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${vars.space.md};
`;

export const Divider = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space.md};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};

  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${vars.color.border};
  }
`;

export const Footer = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
  text-align: center;

  & a {
    color: ${vars.color.link};
    font-weight: ${vars.font.weightMedium};
  }
`;

/** A button that looks like a link (Change ..., Use different account, Resend). */
export const TextButton = styled.button`
  align-self: flex-start;
  padding: ${vars.space.xxs} 0;
  border: 0;
  background: none;
  color: ${vars.color.link};
  font: inherit;
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightMedium};
  text-decoration: underline;
  cursor: pointer;

  &:disabled {
    color: ${vars.color.textMuted};
    cursor: not-allowed;
    text-decoration: none;
  }

  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
    border-radius: ${vars.radius.sm};
  }
`;

export const ActionsRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.sm};
  min-height: 28px;
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${vars.color.danger};
  font-size: ${vars.font.sizeSm};
`;

export const Summary = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${vars.space.xs} ${vars.space.md};
  margin: 0;
  padding: ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  font-size: ${vars.font.sizeSm};

  & dt {
    color: ${vars.color.textMuted};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const VerifiedCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xs};
  padding: ${vars.space.md};
  border: 1px solid ${vars.color.success};
  border-radius: ${vars.radius.md};
  background: ${vars.color.successSoft};

  & > strong {
    font-weight: ${vars.font.weightBold};
  }
  & > span {
    overflow-wrap: anywhere;
  }
`;

export const Legal = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeXs};
  text-align: center;

  & a {
    color: ${vars.color.link};
  }
`;

export const DevHint = styled.div`
  padding: ${vars.space.sm} ${vars.space.md};
  border: 1px dashed ${vars.color.info};
  border-radius: ${vars.radius.md};
  background: ${vars.color.infoSoft};
  color: ${vars.color.text};
  font-size: ${vars.font.sizeSm};

  & code {
    font-family: ${vars.font.mono};
    font-weight: ${vars.font.weightBold};
  }
`;
