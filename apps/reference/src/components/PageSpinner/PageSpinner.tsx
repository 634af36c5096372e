import { keyframes, styled } from 'styled-components';
import { vars } from '@wacrm/ui';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wrap = styled.div`
  min-height: 60vh;
  display: grid;
  place-items: center;
  gap: ${vars.space.md};
  color: ${vars.color.textMuted};
`;

const Ring = styled.span`
  width: 36px;
  height: 36px;
  border-radius: 50%;
  border: 3px solid ${vars.color.border};
  border-top-color: ${vars.color.primary};
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** Full-page loading indicator, announced politely (role=status). */
export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <Wrap role="status" aria-live="polite">
      <Ring aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Wrap>
  );
}
