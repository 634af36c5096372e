export { BroadcastDialog } from './BroadcastDialog';
export type { BroadcastDialogProps } from './BroadcastDialog';
