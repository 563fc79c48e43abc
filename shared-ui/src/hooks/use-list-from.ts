// A list of posts (comments, replies) that starts from the one given, takes the given one again when
// a new one comes (useStateFrom), and keeps what the person posted here meanwhile. A list asked for
// before they posted, such as a signed-in reader's own, loaded again after the page the server drew
// for a visitor is taken over, would not hold their post: taking it as it is would hide the post.
import { useCallback, useMemo, useState } from 'react';
import { useStateFrom } from './use-state-from';

export interface ListFrom<T> {
  list: T[];
  /** Appends what the person posted here. */
  add(item: T): void;
  remove(id: number): void;
}

export function useListFrom<T extends { id: number }>(given: T[]): ListFrom<T> {
  const [loaded, setLoaded] = useStateFrom(given);
  const [added, setAdded] = useState<T[]>([]);
  const list = useMemo(() => [...loaded, ...added.filter((item) => !loaded.some((l) => l.id === item.id))], [loaded, added]);
  const add = useCallback((item: T) => setAdded((items) => [...items, item]), []);
  const remove = useCallback(
    (id: number) => {
      setLoaded((items) => items.filter((item) => item.id !== id));
      setAdded((items) => items.filter((item) => item.id !== id));
    },
    [setLoaded],
  );
  return { list, add, remove };
}
