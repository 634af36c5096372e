import type { AppId, SectionId } from '../apps';

/** What every workbench section screen receives. */
export interface SectionScreenProps {
  app: AppId;
  section: SectionId;
  /** The signed-in user's id: the clientId of every messaging call. */
  clientId: string;
  /** Switch the current app to another of its sections (e.g. contacts -> conversations). */
  onNavigateSection: (section: SectionId) => void;
}
