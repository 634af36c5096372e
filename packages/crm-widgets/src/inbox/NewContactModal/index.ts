export { NewContactModal } from './NewContactModal';
export type { NewContactModalProps } from './NewContactModal';
