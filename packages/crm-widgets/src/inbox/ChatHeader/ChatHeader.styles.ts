import { styled } from 'styled-components';
import { vars } from '@wacrm/ui';
import { avatarDisc } from '../internal/shapes.styles';

export const Root = styled.header`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${vars.space.md};
  padding: ${vars.space.sm} ${vars.space.lg};
  border-block-end: 1px solid ${vars.color.border};
  background: ${vars.color.surface};
  min-height: 56px;

  &[data-compact] {
    padding-block: ${vars.space.xs};
    min-height: 0;
  }
`;

/** The compact header's 'More' panel: below the header, over the messages (they keep their room). */
export const Panel = styled.div`
  position: absolute;
  inset-block-start: 100%;
  inset-inline: 0;
  z-index: 2;
  display: grid;
  gap: ${vars.space.sm};
  padding: ${vars.space.md} ${vars.space.lg};
  border-block-end: 1px solid ${vars.color.border};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.md};

  &[hidden] {
    display: none;
  }
`;

export const Avatar = styled.span`
  ${avatarDisc}
`;

export const Info = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;

  h2,
  h3,
  h4 {
    margin: 0;
    font-size: ${vars.font.sizeLg};
    display: flex;
    align-items: center;
    gap: ${vars.space.xs};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export const Sub = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm};
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.textMuted};
`;

export const Dot = styled.span<{ $tone: 'active' | 'pending' | 'other' }>`
  display: inline-block;
  flex: 0 0 auto;
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${(p) =>
    p.$tone === 'active' ? vars.color.success : p.$tone === 'pending' ? vars.color.warning : vars.color.neutral};
`;

export const Typing = styled.span`
  color: ${vars.color.primaryOnSoft};
  font-style: italic;
`;

export const Window = styled.p<{ $open: boolean }>`
  margin: 0;
  font-size: ${vars.font.sizeXs};
  color: ${(p) => (p.$open ? vars.color.success : vars.color.warning)};
`;
