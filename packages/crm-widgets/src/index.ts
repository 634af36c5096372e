// Public API of @wacrm/crm-widgets. Every public name is listed explicitly with its Props type.
export {
  WacrmProvider,
  useWacrm,
  useWacrmLabels,
  useWacrmComponent,
  useStore,
  useStoreSelector,
  useResource,
} from './provider';
export type { WacrmProviderProps, WacrmContextValue, WacrmComponents, WidgetNotifier, ResourceState } from './provider';
export { commonLabels } from './labels';
export type { WacrmLabels, CommonLabels } from './labels';
