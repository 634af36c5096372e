import { styled } from 'styled-components';
import { vars } from '@wacrm/ui';

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  max-block-size: 40vh;
  overflow-y: auto;
`;

export const Item = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space.sm};
  padding: ${vars.space.xs};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};

  &[data-status='refused'] {
    border-color: ${vars.color.danger};
  }
`;

export const Thumb = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  inline-size: 56px;
  block-size: 56px;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceHover};
  overflow: hidden;

  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xxs};
  flex: 1;
  min-inline-size: 0;
`;

export const Name = styled.span`
  overflow-wrap: anywhere;
  font-weight: ${vars.font.weightMedium};
`;

export const Meta = styled.span`
  font-size: ${vars.font.sizeXs};
`;

export const Problem = styled.span`
  font-size: ${vars.font.sizeXs};
  color: ${vars.color.danger};
`;
