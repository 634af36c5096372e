import { styled } from 'styled-components';
import { vars } from '@wacrm/ui';

export const Row = styled.div<{ $outbound: boolean }>`
  display: flex;
  justify-content: ${(p) => (p.$outbound ? 'flex-end' : 'flex-start')};
  padding: 2px ${vars.space.lg};
`;

export const Bubble = styled.div<{ $outbound: boolean; $failed: boolean }>`
  max-width: 100%;
  padding: ${vars.space.xs} ${vars.space.sm} ${vars.space.xxs};
  border-radius: ${vars.radius.md};
  background: ${(p) => (p.$outbound ? vars.color.bubbleOutgoing : vars.color.bubbleIncoming)};
  color: ${vars.color.text};
  font-size: ${vars.font.sizeMd};
  line-height: ${vars.font.lineHeight};
  border: 1px solid ${(p) => (p.$failed ? vars.color.danger : 'transparent')};
`;

export const TemplateLine = styled.p`
  margin: 0 0 ${vars.space.xxs};
  font-size: ${vars.font.sizeXs};
  font-style: italic;
  color: ${vars.color.text};
  font-weight: ${vars.font.weightMedium};
`;

export const Meta = styled.span`
  display: flex;
  justify-content: flex-end;
  align-items: center;
  gap: ${vars.space.xxs};
  margin-top: ${vars.space.xxs};
  font-size: ${vars.font.sizeXs};
  /* Full text colour: muted text does not reach 4.5:1 on the outgoing bubble colour. */
  color: ${vars.color.text};
`;

export const Ticks = styled.span<{ $read: boolean }>`
  display: inline-flex;
  color: ${(p) => (p.$read ? vars.color.info : vars.color.text)};
`;

export const Stack = styled.div<{ $outbound: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${(p) => (p.$outbound ? 'flex-end' : 'flex-start')};
  max-width: min(75%, 560px);
`;

/** Under the bubble (on the thread background) so the danger colour keeps its contrast. */
export const Failure = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: ${vars.space.xs};
  margin-top: ${vars.space.xxs};
  font-size: ${vars.font.sizeXs};
  color: ${vars.color.danger};
`;
