// The signed-in user from the session store. The shell's guard keeps signed-out people away from
// these routes, so null only appears for a moment (e.g. while the session is being restored).
import { useSession, type User } from '@hiroba/api-client';

export function useMember(): User | null {
  return useSession((state) => state.user);
}
