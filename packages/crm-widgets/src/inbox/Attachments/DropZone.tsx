import { useState, type DragEvent, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { vars } from '@wacrm/ui';

const Zone = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  flex: 1 1 auto;
  min-block-size: 0;
`;

const Overlay = styled.div`
  position: absolute;
  inset: ${vars.space.sm};
  display: flex;
  align-items: center;
  justify-content: center;
  border: 2px dashed ${vars.color.primary};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  font-weight: ${vars.font.weightMedium};
  pointer-events: none;
  z-index: 1;
`;

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/** The thread as a drop target for files: a dashed frame saying `label` while files are over it. */
export function DropZone({
  onFiles,
  label,
  children,
}: {
  /** Null when files cannot be attached (a backend without media): the zone takes no drops. */
  onFiles: ((files: File[]) => void) | null;
  label: string;
  children?: ReactNode;
}) {
  const [over, setOver] = useState(false);
  if (!onFiles) return <Zone>{children}</Zone>;
  return (
    <Zone
      data-testid="thread-drop-zone"
      onDragOver={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        if (!over) setOver(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setOver(false);
        onFiles(Array.from(event.dataTransfer.files));
      }}
    >
      {children}
      {over ? <Overlay role="status">{label}</Overlay> : null}
    </Zone>
  );
}
