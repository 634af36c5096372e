import { styled } from 'styled-components';
import { vars } from '@wacrm/ui';

export const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${vars.zIndex.modal};
  display: grid;
  /* Centred by the dialog's auto margins, which shrink to 0 when it is taller than the screen (a phone): it then
     starts at the top, its title visible, instead of overflowing above the top where no scroll can reach. */
  justify-items: center;
  align-items: start;
  padding: ${vars.space.lg};
  background: ${vars.color.overlay};
  overflow-y: auto;
`;

export const Dialog = styled.div`
  width: min(100%, 720px);
  margin-block: auto;
  padding: clamp(20px, 4vw, 32px);
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  box-shadow: ${vars.shadow.lg};

  & h2 {
    margin: 0 0 ${vars.space.sm};
    font-size: ${vars.font.sizeXxl};
  }
  & > p {
    margin: 0 0 ${vars.space.lg};
    color: ${vars.color.textMuted};
  }
`;

export const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
  gap: ${vars.space.md};
  margin: 0 0 ${vars.space.xl};
  padding: 0;
  list-style: none;

  & li {
    padding: ${vars.space.lg};
    background: ${vars.color.surfaceRaised};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.md};
  }
  & svg {
    color: ${vars.color.primary};
  }
  & h3 {
    margin: ${vars.space.sm} 0 ${vars.space.xs};
    font-size: ${vars.font.sizeLg};
  }
  & li p {
    margin: 0;
    color: ${vars.color.textMuted};
  }
`;

export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space.sm};
`;
