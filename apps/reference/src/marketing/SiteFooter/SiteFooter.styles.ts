import { styled } from 'styled-components';
import { vars } from '@wacrm/ui';

export const FooterRoot = styled.footer`
  border-top: 1px solid ${vars.color.border};
  background: ${vars.color.surface};
  margin-top: ${vars.space.xxl};
`;

export const FooterInner = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${vars.space.xxl} ${vars.space.lg} ${vars.space.xl};
  display: grid;
  gap: ${vars.space.xl};
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
`;

export const About = styled.div`
  & > p:first-child {
    margin: 0 0 ${vars.space.sm};
    font-size: ${vars.font.sizeXl};
    font-weight: ${vars.font.weightBold};
  }
  & > p {
    color: ${vars.color.textMuted};
    max-width: 32ch;
  }
`;

export const Column = styled.div`
  & > h2 {
    margin: 0 0 ${vars.space.md};
    font-size: ${vars.font.sizeMd};
    color: ${vars.color.text};
  }
  & ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${vars.space.sm};
  }
  & a {
    color: ${vars.color.textMuted};
    text-decoration: none;
  }
  & a:hover {
    color: ${vars.color.text};
    text-decoration: underline;
  }
`;

export const Legal = styled.p`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${vars.space.lg};
  border-top: 1px solid ${vars.color.border};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`;
