import { styled } from 'styled-components';
import { vars } from '@wacrm/ui';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
  padding: ${vars.space.sm} ${vars.space.lg} ${vars.space.md};
  border-top: 1px solid ${vars.color.border};
  background: ${vars.color.surface};
`;

export const Reason = styled.p`
  margin: 0;
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.warning};
`;

export const InputRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${vars.space.sm};

  & > :first-child {
    flex: 1 1 auto;
    min-width: 0;
  }
`;

export const TemplateBox = styled.div`
  flex: 1 1 auto;
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
  min-width: 0;
`;

export const TemplateHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.sm};
  font-weight: ${vars.font.weightMedium};
`;

export const Params = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: ${vars.space.sm};
`;

export const PreviewBox = styled.figure`
  margin: 0;
  padding: ${vars.space.sm};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bubbleOutgoing};
  font-size: ${vars.font.sizeSm};
  max-height: 160px;
  overflow-y: auto;

  figcaption {
    font-size: ${vars.font.sizeXs};
    font-weight: ${vars.font.weightMedium};
    color: ${vars.color.text};
    margin-bottom: ${vars.space.xxs};
  }
`;

/** A text header above the body: plain (formatting does not render in headers), bold as WhatsApp shows it. */
export const PreviewHeader = styled.p`
  margin: 0 0 ${vars.space.xxs};
  font-weight: ${vars.font.weightBold};
  overflow-wrap: anywhere;
`;

export const Muted = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`;
