import { styled } from 'styled-components';
import { vars } from '@wacrm/ui';

/** Building blocks shared by the marketing pages (no component logic). */
export const Section = styled.section<{ $tone?: 'plain' | 'raised' }>`
  padding: clamp(40px, 8vw, 88px) ${vars.space.lg};
  background: ${(p) => (p.$tone === 'raised' ? vars.color.surface : 'transparent')};
  scroll-margin-top: 72px;
`;

export const Container = styled.div`
  max-width: 1200px;
  margin: 0 auto;
`;

export const Narrow = styled.div`
  max-width: 820px;
  margin: 0 auto;
`;

export const Eyebrow = styled.p`
  margin: 0 0 ${vars.space.sm};
  color: ${vars.color.primary};
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightBold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

export const Title = styled.h1`
  margin: 0 0 ${vars.space.lg};
  font-size: clamp(32px, 6vw, 56px);
  line-height: 1.08;
  letter-spacing: -0.02em;
`;

export const SectionTitle = styled.h2`
  margin: 0 0 ${vars.space.md};
  font-size: clamp(24px, 4vw, 36px);
  line-height: 1.15;
  letter-spacing: -0.01em;
`;

export const Lead = styled.p`
  margin: 0 0 ${vars.space.xl};
  max-width: 60ch;
  color: ${vars.color.textMuted};
  font-size: clamp(16px, 2.2vw, 19px);
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.md};
`;

export const CardGrid = styled.ul<{ $min?: number }>`
  display: grid;
  gap: ${vars.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${(p) => p.$min ?? 240}px), 1fr));
  margin: ${vars.space.xl} 0 0;
  padding: 0;
  list-style: none;
`;

export const Card = styled.li`
  padding: ${vars.space.xl};
  background: ${vars.color.surfaceRaised};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  scroll-margin-top: 80px;

  & > svg {
    color: ${vars.color.primary};
    margin-bottom: ${vars.space.md};
  }
  & h3 {
    margin: 0 0 ${vars.space.sm};
    font-size: ${vars.font.sizeLg};
  }
  & p {
    margin: 0;
    color: ${vars.color.textMuted};
  }
`;

export const CheckList = styled.ul`
  margin: 0 0 ${vars.space.xl};
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${vars.space.sm};

  & li {
    display: flex;
    gap: ${vars.space.sm};
    align-items: flex-start;
  }
  & li svg {
    flex: none;
    margin-top: 3px;
    color: ${vars.color.primary};
  }
`;

export const Split = styled.div`
  display: grid;
  gap: clamp(32px, 6vw, 64px);
  align-items: center;
  @media (min-width: 900px) {
    grid-template-columns: 1.1fr 1fr;
  }
`;

export const Panel = styled.div`
  padding: ${vars.space.xl};
  background: ${vars.color.surfaceRaised};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  box-shadow: ${vars.shadow.lg};
`;

export const Muted = styled.p`
  color: ${vars.color.textMuted};
`;
