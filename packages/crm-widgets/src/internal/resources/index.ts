export { ResourceView, type ResourceViewProps } from './ResourceView';
export { Center } from './ResourceView.styles';
export { useAccountStores } from './useAccountStores';
export { useCollection, useResourceState, type ResourceStateOptions, type ResourceViewState } from './useResourceState';
export { useNotifyOnError } from './useNotifyOnError';
export { useConfirmedDelete, type ConfirmedDelete, type ConfirmedDeleteOptions } from './useConfirmedDelete';
