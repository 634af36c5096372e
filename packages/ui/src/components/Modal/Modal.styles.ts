import { keyframes, styled } from 'styled-components';
import { vars } from '../../theme/cssVars';

export type ModalSize = 'sm' | 'md' | 'lg';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const rise = keyframes`
  from { opacity: 0; transform: translateY(8px); }
  to { opacity: 1; transform: none; }
`;

const widths: Record<ModalSize, string> = { sm: '400px', md: '520px', lg: '720px' };

export const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${vars.zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${vars.space.lg};
  background: ${vars.color.overlay};
  animation: ${fadeIn} ${vars.motion.normal} ${vars.motion.easing};

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const DialogBox = styled.div<{ $size: ModalSize }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $size }) => widths[$size]};
  max-height: calc(100vh - 32px);
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.lg};
  animation: ${rise} ${vars.motion.normal} ${vars.motion.easing};

  &:focus {
    outline: none;
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const DialogHeader = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${vars.space.md};
  padding-block: ${vars.space.lg} ${vars.space.sm};
  padding-inline: ${vars.space.xl} ${vars.space.lg};
`;

export const DialogTitle = styled.h2`
  margin: 0;
  padding-top: ${vars.space.xs};
  font-size: ${vars.font.sizeLg};
  font-weight: ${vars.font.weightBold};
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

export const DialogDescription = styled.p`
  margin: 0;
  padding: 0 ${vars.space.xl};
  color: ${vars.color.textMuted};
  overflow-wrap: anywhere;
`;

export const DialogBody = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  padding: ${vars.space.md} ${vars.space.xl};
  overflow-wrap: anywhere;
`;

export const DialogFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space.sm};
  padding: ${vars.space.md} ${vars.space.xl} ${vars.space.xl};
`;
