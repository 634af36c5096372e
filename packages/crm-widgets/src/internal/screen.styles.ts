import { styled } from 'styled-components';
import { vars } from '@wacrm/ui';

/** The frame of a full widget screen (Campaign Manager, Contacts, WhatsApp dashboard): root, header, title, actions. */
export const ScreenRoot = styled.section`
  display: grid;
  gap: ${vars.space.lg};
  color: ${vars.color.text};
  font-family: ${vars.font.family};
  min-width: 0;
`;

export const ScreenHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.md};
`;

export const ScreenTitle = styled.h2`
  margin: 0;
  font-size: ${vars.font.sizeXl};
`;

export const ScreenActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm};
`;
