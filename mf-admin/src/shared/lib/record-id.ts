import { useParams } from 'react-router-dom';
import { parseId } from '@hiroba/shared-ui';

/** The `:id?` of an edit or detail route, or null when absent or unreadable. */
export function useRecordId(): number | null {
  return parseId(useParams().id);
}
