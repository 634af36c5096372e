import { styled } from 'styled-components';
import { vars } from '@wacrm/ui';

export const Trust = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.lg};
  margin: 0 0 ${vars.space.lg};
  padding: 0;
  list-style: none;
  color: ${vars.color.textMuted};

  & li {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space.xs};
  }
  & strong {
    color: ${vars.color.text};
  }
  & svg {
    color: ${vars.color.warning};
  }
`;

export const Segments = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm};
  margin: 0 0 ${vars.space.md};
`;

export const SegmentButton = styled.button`
  min-height: 40px;
  padding: 0 ${vars.space.lg};
  border-radius: ${vars.radius.pill};
  border: 1px solid ${vars.color.borderStrong};
  background: transparent;
  color: ${vars.color.text};
  font: inherit;
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${vars.color.primary};
    border-color: ${vars.color.primary};
    color: ${vars.color.primaryText};
    font-weight: ${vars.font.weightBold};
  }
`;

export const SegmentText = styled.p`
  min-height: 3em;
  margin: 0 0 ${vars.space.xl};
  color: ${vars.color.textMuted};
`;

export const Dashboard = styled.figure`
  margin: 0;
  padding: ${vars.space.xl};
  background: ${vars.color.surfaceRaised};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  box-shadow: ${vars.shadow.lg};

  & figcaption {
    margin-bottom: ${vars.space.lg};
    font-weight: ${vars.font.weightBold};
  }
`;

export const Kpis = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space.md};
  margin: 0 0 ${vars.space.lg};

  & > div {
    padding: ${vars.space.lg};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surface};
    border: 1px solid ${vars.color.border};
  }
  & dt {
    color: ${vars.color.textMuted};
    font-size: ${vars.font.sizeSm};
  }
  & dd {
    margin: ${vars.space.xs} 0 0;
    font-size: ${vars.font.sizeXxl};
    font-weight: ${vars.font.weightBold};
    color: ${vars.color.primary};
  }
`;

export const Activity = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${vars.space.sm};

  & li {
    display: flex;
    justify-content: space-between;
    gap: ${vars.space.md};
    padding: ${vars.space.sm} 0;
    border-bottom: 1px solid ${vars.color.border};
  }
  & li span:last-child {
    flex: none;
    color: ${vars.color.textMuted};
    font-size: ${vars.font.sizeSm};
  }
`;
