import { styled } from 'styled-components';
import { vars } from '@wacrm/ui';

export const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${vars.color.background};
`;

export const Main = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
  min-height: 0;

  /* A landmark focused by script (tabindex -1), not a control: no ring around the whole workbench. */
  &:focus {
    outline: none;
  }
`;

export const Panel = styled.div`
  flex: 1;
  display: flex;
  min-height: 0;

  @media (max-width: 719px) {
    flex-direction: column;
  }
`;

export const Content = styled.div`
  flex: 1;
  min-width: 0;
  overflow: auto;
`;
