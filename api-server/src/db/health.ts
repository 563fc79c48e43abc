// Whether the database answers now (GET health): unreachable is a state to report, not an error.
import type { Database } from './database';
import { isDatabaseUnavailable } from './unavailable';

export async function databaseState(db: Database): Promise<'ok' | 'unavailable'> {
  try {
    await db.query('SELECT 1');
    return 'ok';
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return 'unavailable';
  }
}
