export { NotificationsProvider, useNotify } from './Notifications';
export type { Notice, NoticeTone, NotificationsProviderProps, NotifyApi, NotifyOptions } from './Notifications';
