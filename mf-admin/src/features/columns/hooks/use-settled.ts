import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `ms`. Written here: the apps reach Mantine only through
 * shared-ui, whose copy is in every first visit, and only this editor's hooks need it.
 */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
