import { styled } from 'styled-components';
import { vars } from '../../theme/cssVars';

export const LoaderRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space.md};
  width: 100%;
  min-height: 100vh;
  padding: ${vars.space.xl};
  background: ${vars.color.background};
  color: ${vars.color.textMuted};

  &[data-inline] {
    min-height: 240px;
    background: transparent;
  }
`;
