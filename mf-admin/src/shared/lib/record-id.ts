import { useParams } from 'react-router-dom';

/** The `:id?` of an edit or detail route: a positive whole number, or null when absent or unreadable. */
export function useRecordId(): number | null {
  const { id } = useParams();
  const value = Number(id);
  return id && Number.isInteger(value) && value > 0 ? value : null;
}
