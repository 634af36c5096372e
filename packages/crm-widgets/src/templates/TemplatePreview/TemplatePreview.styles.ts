import { styled } from 'styled-components';
import { vars } from '@wacrm/ui';

export const PreviewFrame = styled.figure`
  margin: 0;
  padding: ${vars.space.lg};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.background};
  border: 1px solid ${vars.color.border};
  min-width: 0;
`;

export const Caption = styled.figcaption`
  font-size: ${vars.font.sizeXs};
  color: ${vars.color.textMuted};
  margin-bottom: ${vars.space.sm};
`;

export const Bubble = styled.div`
  max-width: 320px;
  background: ${vars.color.bubbleIncoming};
  color: ${vars.color.text};
  border-radius: 0 ${vars.radius.md} ${vars.radius.md} ${vars.radius.md};
  padding: ${vars.space.sm} ${vars.space.md};
  font-size: ${vars.font.sizeMd};
  line-height: ${vars.font.lineHeight};
  overflow-wrap: anywhere;
  box-shadow: ${vars.shadow.sm};

  ul,
  ol {
    margin: ${vars.space.xs} 0;
    padding-inline-start: ${vars.space.xl};
  }
  blockquote {
    margin: ${vars.space.xs} 0;
    padding-inline-start: ${vars.space.sm};
    border-inline-start: 3px solid ${vars.color.borderStrong};
    color: ${vars.color.textMuted};
  }
  pre,
  code {
    font-family: ${vars.font.mono};
    font-size: ${vars.font.sizeSm};
  }
  pre {
    margin: ${vars.space.xs} 0;
    white-space: pre-wrap;
  }
  a {
    color: ${vars.color.link};
  }
`;

export const HeaderText = styled.p`
  margin: 0 0 ${vars.space.xs};
  font-weight: ${vars.font.weightBold};
`;

export const MediaHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space.sm};
  height: 120px;
  margin: 0 0 ${vars.space.sm};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`;

export const MediaHeaderImage = styled.img`
  display: block;
  inline-size: 100%;
  block-size: 160px;
  object-fit: cover;
  margin: 0 0 ${vars.space.sm};
  border-radius: ${vars.radius.sm};
`;

export const Body = styled.div`
  white-space: normal;
`;

export const Placeholder = styled.span`
  color: ${vars.color.textMuted};
  font-style: italic;
`;

export const Footer = styled.p`
  margin: ${vars.space.xs} 0 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeXs};
`;

export const ButtonList = styled.ul`
  list-style: none;
  margin: ${vars.space.xxs} 0 0;
  padding: 0;
  max-width: 320px;
  display: grid;
  gap: ${vars.space.xxs};
`;

export const PreviewButton = styled.li`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space.xs};
  padding: ${vars.space.sm};
  background: ${vars.color.bubbleIncoming};
  color: ${vars.color.link};
  border-radius: ${vars.radius.md};
  font-size: ${vars.font.sizeMd};
  font-weight: ${vars.font.weightMedium};
  text-align: center;

  svg {
    width: 16px;
    height: 16px;
    flex: none;
  }
`;
