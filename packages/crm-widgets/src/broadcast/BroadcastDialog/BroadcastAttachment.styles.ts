import { styled } from 'styled-components';
import { vars } from '@wacrm/ui';
import { UploadProgress } from '../../inbox/MessageMedia/UploadProgress';

export const Card = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
  padding: ${vars.space.sm};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  font-size: ${vars.font.sizeSm};
`;

export const CardText = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${vars.space.xs};
  min-inline-size: 0;

  /* Retry upload: as wide as its label, not the card's width. */
  & > button {
    align-self: flex-start;
  }
`;

export const Name = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  text-align: start;
`;

export const Meta = styled.span`
  font-size: ${vars.font.sizeXs};
  color: ${vars.color.textMuted};
`;

export const Problem = styled.span`
  color: ${vars.color.danger};
`;

/** The inbox's upload progress bar, drawn as a thin line in the card. */
export const Bar = styled(UploadProgress)`
  display: block;
  block-size: 4px;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.border};
  overflow: hidden;

  span {
    display: block;
    block-size: 100%;
    background: ${vars.color.primary};
  }
`;

export const PreviewImage = styled.img`
  display: block;
  max-inline-size: 100%;
  max-block-size: 200px;
  margin-block-end: ${vars.space.xs};
  border-radius: ${vars.radius.sm};
`;

export const PreviewVideo = styled.video`
  display: block;
  inline-size: 100%;
  max-block-size: 200px;
  margin-block-end: ${vars.space.xs};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceHover};
`;

export const PreviewFile = styled.span`
  display: flex;
  flex-direction: column;
  margin-block-end: ${vars.space.xs};
  padding: ${vars.space.sm};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surface};
`;
