// The signed-in expert from the session store. The shell's guard admits only role expert here;
// null appears only for a moment while the session is restored.
import { useSession, type User } from '@hiroba/api-client';

export function useExpert(): User | null {
  return useSession((state) => state.user);
}
