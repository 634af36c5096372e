export { WacrmProvider, useWacrm, useWacrmLabels, useWacrmComponent, useActiveLabels } from './WacrmProvider';
export type { WacrmProviderProps, WacrmContextValue } from './WacrmProvider';
export type { WacrmComponents, WidgetNotifier } from './types';
export { useStore, useStoreSelector } from './useStore';
export { useResource } from './useResource';
export type { ResourceState } from './useResource';
export { useLabelledResolver, useValidationText, validationText } from './validation';
export { useServerText } from './useServerText';
export type { ValidationLabels } from './validationText';
