import { styled } from 'styled-components';
import { vars } from '@wacrm/ui';

export const Hero = styled.section`
  padding: clamp(40px, 9vw, 104px) ${vars.space.lg} clamp(40px, 7vw, 80px);
  background:
    radial-gradient(60% 60% at 80% 0%, rgba(37, 211, 102, 0.14), transparent 70%),
    radial-gradient(50% 50% at 0% 100%, rgba(83, 189, 235, 0.1), transparent 70%);
`;

export const HeroVisual = styled.div`
  position: relative;
  padding: ${vars.space.xl};
  background: ${vars.color.surfaceRaised};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  box-shadow: ${vars.shadow.lg};
`;

export const Bubble = styled.p<{ $out?: boolean }>`
  max-width: 85%;
  margin: 0 0 ${vars.space.sm} ${(p) => (p.$out ? 'auto' : '0')};
  padding: ${vars.space.sm} ${vars.space.md};
  border-radius: ${vars.radius.lg};
  background: ${(p) => (p.$out ? vars.color.bubbleOutgoing : vars.color.bubbleIncoming)};
  color: ${vars.color.text};
`;

export const RoiBadge = styled.p`
  display: inline-flex;
  flex-direction: column;
  margin: ${vars.space.md} 0 0;
  padding: ${vars.space.md} ${vars.space.lg};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.primarySoft};
  border: 1px solid ${vars.color.primary};

  & strong {
    font-size: ${vars.font.sizeXxl};
    color: ${vars.color.primary};
  }
`;

export const StatsStrip = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  text-align: center;
  @media (min-width: 800px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  & strong {
    display: block;
    font-size: clamp(28px, 5vw, 40px);
    color: ${vars.color.primary};
  }
  & span {
    color: ${vars.color.textMuted};
  }
`;

export const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm};
  margin: ${vars.space.xl} 0 0;
  padding: 0;
  list-style: none;

  & li {
    padding: ${vars.space.sm} ${vars.space.lg};
    border-radius: ${vars.radius.pill};
    border: 1px solid ${vars.color.border};
    background: ${vars.color.surfaceRaised};
  }
`;

export const CtaBand = styled.div`
  padding: clamp(28px, 5vw, 56px);
  border-radius: ${vars.radius.lg};
  background: linear-gradient(135deg, rgba(37, 211, 102, 0.18), rgba(83, 189, 235, 0.12));
  border: 1px solid ${vars.color.border};
  text-align: center;

  & > div {
    justify-content: center;
  }
`;
