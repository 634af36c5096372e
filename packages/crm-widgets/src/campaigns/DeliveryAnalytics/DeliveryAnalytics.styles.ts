import { styled } from 'styled-components';
import { vars } from '@wacrm/ui';

export const Root = styled.section`
  display: grid;
  gap: ${vars.space.lg};
`;

export const Heading = styled.h3`
  margin: 0;
  font-size: ${vars.font.sizeLg};
  color: ${vars.color.text};
`;

export const Tiles = styled.div`
  display: grid;
  gap: ${vars.space.md};
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
`;

export const ChartFigure = styled.figure`
  margin: 0;
  padding: ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  display: grid;
  gap: ${vars.space.sm};
`;

export const ChartCaption = styled.figcaption`
  display: grid;
  gap: ${vars.space.xs};
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.textMuted};

  strong {
    color: ${vars.color.text};
    font-size: ${vars.font.sizeMd};
  }
`;

export const Svg = styled.svg`
  display: block;
  width: 100%;
  height: auto;
  overflow: visible;

  text {
    fill: ${vars.color.textMuted};
    font-size: 11px;
    font-family: ${vars.font.family};
  }
`;

export const Legend = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.md};
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.text};
`;

export const LegendItem = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.xs};
`;

export const Swatch = styled.span<{ $color: string; $dash: string }>`
  display: inline-block;
  width: 18px;
  height: 0;
  border-top: 3px ${(p) => (p.$dash ? 'dashed' : 'solid')} ${(p) => p.$color};
`;
