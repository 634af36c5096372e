import { styled } from 'styled-components';
import { vars } from '@wacrm/ui';

export const Screen = styled.div`
  padding: clamp(16px, 3vw, 32px);
  display: grid;
  gap: ${vars.space.xl};
  align-content: start;
`;

/**
 * The inbox's screen: as any other, or (`data-full-screen`: an open conversation on a phone) the whole of it, no
 * padding, the inbox as tall as what the workbench leaves.
 */
export const InboxScreen = styled(Screen)`
  &[data-full-screen] {
    block-size: 100%;
    padding: 0;
    grid-template-rows: minmax(0, 1fr);
  }
  /* Edge to edge: no frame around what is the whole screen. */
  &[data-full-screen] > [data-wacrm-widget] {
    border: 0;
    border-radius: 0;
  }
`;

export const Heading = styled.div`
  & p {
    margin: 0 0 ${vars.space.xxs};
    color: ${vars.color.textMuted};
    font-size: ${vars.font.sizeSm};
  }
  & h1 {
    margin: 0;
    font-size: ${vars.font.sizeXxl};
  }
`;

/** 'Sample data' and what it means, under the dashboard's title. */
export const SampleNote = styled.p`
  && {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${vars.space.sm};
    margin: ${vars.space.sm} 0 0;
  }
`;

export const Stats = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  gap: ${vars.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  & li {
    padding: ${vars.space.lg};
    background: ${vars.color.surfaceRaised};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.lg};
  }
  & li > span {
    display: block;
    color: ${vars.color.textMuted};
    font-size: ${vars.font.sizeSm};
  }
  & li > strong {
    display: block;
    margin: ${vars.space.xs} 0;
    font-size: ${vars.font.sizeXxl};
  }
  & li > small {
    color: ${vars.color.success};
  }
`;

export const Panels = styled.div`
  display: grid;
  gap: ${vars.space.lg};
  @media (min-width: 1100px) {
    grid-template-columns: 2fr 1fr;
  }
`;

export const Panel = styled.section`
  padding: ${vars.space.lg};
  background: ${vars.color.surfaceRaised};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};

  & h2 {
    margin: 0 0 ${vars.space.md};
    font-size: ${vars.font.sizeLg};
  }
  & > p {
    color: ${vars.color.textMuted};
  }
`;

export const Pipeline = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 130px), 1fr));
  gap: ${vars.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  & li {
    padding: ${vars.space.md};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surface};
    border: 1px solid ${vars.color.border};
  }
  & li > span {
    display: block;
    color: ${vars.color.textMuted};
    font-size: ${vars.font.sizeSm};
  }
  & li > strong {
    display: block;
    font-size: ${vars.font.sizeXl};
  }
`;

export const Activities = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;

  & li {
    display: flex;
    justify-content: space-between;
    gap: ${vars.space.md};
    padding: ${vars.space.sm} 0;
    border-bottom: 1px solid ${vars.color.border};
  }
  & li:last-child {
    border-bottom: 0;
  }
  & li > span:last-child {
    flex: none;
    color: ${vars.color.textMuted};
    font-size: ${vars.font.sizeSm};
  }
`;

export const QuickActions = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space.sm};
`;

export const PlaceholderBox = styled.div`
  padding: clamp(24px, 6vw, 64px);
  border: 1px dashed ${vars.color.borderStrong};
  border-radius: ${vars.radius.lg};
  color: ${vars.color.textMuted};
  text-align: center;

  & p {
    margin: 0;
  }
`;
