import { isAppId, isSectionOf, type AppId, type SectionId } from './apps';

/** The workbench's address: `/dashboard` alone redirects to the screen it shows (the last one, or the home view). */
export const DASHBOARD_PATH = '/dashboard';

/**
 * One screen of the workbench, as its URL says: `/dashboard/<app>/<section>`, and for the WhatsApp inbox
 * `/dashboard/whatsapp/conversations/<conversation id>` while a conversation is open.
 */
export interface WorkbenchRoute {
  app: AppId;
  section: SectionId;
  /** The open conversation (WhatsApp Conversations only). */
  conversation: string | null;
}

/** The section that can show an open conversation in its URL. */
export function hasConversations(app: AppId, section: SectionId): boolean {
  return app === 'whatsapp' && section === 'conversations';
}

/** The URL of a screen. */
export function workbenchPath({ app, section, conversation }: WorkbenchRoute): string {
  const base = `${DASHBOARD_PATH}/${app}/${section}`;
  return conversation && hasConversations(app, section) ? `${base}/${encodeURIComponent(conversation)}` : base;
}

/**
 * The screen a `/dashboard/...` path names, or null when it names none (`/dashboard` itself, an unknown app or
 * section, a path outside the workbench). Extra segments are ignored (the canonical path, `workbenchPath`, drops
 * them); a conversation id that cannot be decoded is dropped.
 */
export function parseWorkbenchPath(pathname: string): WorkbenchRoute | null {
  const [root, app, section, conversation] = pathname.replace(/^\/+/, '').split('/');
  if (`/${root}` !== DASHBOARD_PATH || !isAppId(app) || !isSectionOf(app, section)) return null;
  let id: string | null = null;
  if (conversation && hasConversations(app, section)) {
    try {
      id = decodeURIComponent(conversation);
    } catch {
      id = null;
    }
  }
  return { app, section, conversation: id };
}

/** Whether `pathname` is the route's own URL (not `/dashboard`, nor with a trailing slash or extra segments). */
export function isCanonicalPath(pathname: string, route: WorkbenchRoute): boolean {
  return pathname.split('/').length === (route.conversation ? 5 : 4);
}
