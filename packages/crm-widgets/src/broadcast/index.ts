// Public names of the broadcast area (re-exported by the package index).
export { BroadcastDialog } from './BroadcastDialog';
export type { BroadcastDialogProps } from './BroadcastDialog';
export { broadcastLabels } from './labels';
export type { BroadcastLabels } from './labels';
