import type { DbLocation } from '../store/store';
import { diskMediaStore, memoryMediaStore, type MediaStore } from './store';

/** The media store beside the data file (`db.json` -> `db.json.media/`), or in memory with the data. */
export function mediaStoreFor(db: DbLocation): MediaStore {
  return db === 'memory' ? memoryMediaStore() : diskMediaStore(`${db.file}.media`);
}
