// Every write through the client says what it changed (its `changes` in the endpoint map), so
// whatever shows that data and is on screen loads it again (a page's usePageData deps, the shell's
// taxonomy store): lists and counts are fresh after a write without a reload. A reader subscribes
// only to what it shows: the favorites list, which keeps an unfavorited row so a slip can be undone,
// does not load again on `favorites`, and a question's page does not on `likes` (the toggle shows
// the new count).
import { DATA_TOPICS, type DataTopic } from '@hiroba/contract/fields';
import { create } from 'zustand';

export type { DataTopic };

const useDataVersions = create<Record<DataTopic, number>>(() => Object.fromEntries(DATA_TOPICS.map((topic) => [topic, 0])) as Record<DataTopic, number>);

/** Marks data as changed: every reader of these topics loads again. */
export function dataChanged(...topics: readonly DataTopic[]): void {
  useDataVersions.setState((versions) => Object.fromEntries(topics.map((topic) => [topic, versions[topic] + 1])));
}

/** A number that changes whenever one of the topics changes: put it in a loader's deps to load again. */
export function useDataVersion(...topics: DataTopic[]): number {
  return useDataVersions((versions) => topics.reduce((sum, topic) => sum + versions[topic], 0));
}

/** For stores outside React (the shell's taxonomy): called after each change of these topics. */
export function onDataChange(topics: DataTopic[], listener: () => void): () => void {
  return useDataVersions.subscribe((now, before) => {
    if (topics.some((topic) => now[topic] !== before[topic])) listener();
  });
}
