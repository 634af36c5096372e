import { styled } from 'styled-components';
import { vars } from '@wacrm/ui';
import { Root as ChatHeaderRoot } from '../ChatHeader/ChatHeader.styles';
import { Root as ComposerRoot } from '../Composer/Composer.styles';
import { Root as ListRoot } from '../ConversationList/ConversationList.styles';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 0;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  overflow: hidden;
  background: ${vars.color.background};
  color: ${vars.color.text};
  font-family: ${vars.font.family};
`;

export const TopBar = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${vars.space.md};
  padding: ${vars.space.sm} ${vars.space.md};
  border-bottom: 1px solid ${vars.color.border};
  background: ${vars.color.surface};
`;

export const Connection = styled.div`
  margin-inline-start: auto;
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${vars.space.md};
  font-size: ${vars.font.sizeSm};
`;

export const Dot = styled.span<{ $on: boolean }>`
  flex: none;
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${(p) => (p.$on ? vars.color.success : vars.color.danger)};
`;

export const RealtimeLine = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.sm};
  color: ${vars.color.textMuted};
`;

export const SocketError = styled.span`
  color: ${vars.color.danger};
`;

export const ThreadPane = styled.section`
  display: flex;
  flex-direction: column;
  min-height: 0;
  min-width: 0;
  background: ${vars.color.background};
`;

/**
 * The list and the thread side by side. A narrow inbox (`data-layout="narrow"` on the widget's root: below 768 px
 * of its own width) shows one of them at a time, full width: the list (`data-view="list"`) or the open thread
 * (`data-view="thread"`). The hidden list stays mounted (its search and tab are kept), out of layout and of the
 * accessibility tree; the list view has no thread (Conversations mounts it when a conversation opens, at its newest
 * message; drafts are kept in the draft store). The wide layout is untouched.
 */
export const Panes = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  display: grid;
  grid-template-columns: minmax(240px, 340px) minmax(0, 1fr);

  [data-layout='narrow'] > & {
    grid-template-columns: minmax(0, 1fr);
  }
  [data-layout='narrow'] > & > ${ListRoot} {
    border-inline-end: 0;
  }
  [data-view='thread'] > & > ${ListRoot} {
    display: none;
  }
  [data-layout='narrow'] > & ${ChatHeaderRoot} {
    padding-inline: ${vars.space.sm} ${vars.space.md};
    gap: ${vars.space.sm};
  }
  [data-layout='narrow'] > & ${ComposerRoot} {
    padding-inline: ${vars.space.md};
  }
`;

export const Centered = styled.div`
  flex: 1 1 auto;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${vars.space.xl};
`;
