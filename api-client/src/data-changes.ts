// Every write through the client says what it changed, so whatever shows that data and is on screen
// loads it again (a page's usePageData deps, the shell's taxonomy store): lists and counts are fresh
// after a write without a reload. Likes and favorites answer with their new count, which the toggle
// shows; the favorites list keeps an unfavorited row so a slip can be undone, so they change nothing here.
import { create } from 'zustand';

export type DataTopic = 'questions' | 'comments' | 'tags' | 'categories' | 'experts' | 'users';

/** What a write to /api/v1/<resource> changes: a comment or reply changes its question's counts and answer state. */
const CHANGED_BY_WRITE: Record<string, DataTopic[]> = {
  questions: ['questions'],
  comments: ['questions', 'comments'],
  replies: ['questions', 'comments'],
  tags: ['tags', 'questions'],
  categories: ['categories', 'questions'],
  expert_infos: ['experts', 'users'],
  user_informations: ['users'],
  users: ['users'],
};

const useDataVersions = create<Record<DataTopic, number>>(() => ({ questions: 0, comments: 0, tags: 0, categories: 0, experts: 0, users: 0 }));

/** Marks data as changed: every reader of these topics loads again. */
export function dataChanged(...topics: DataTopic[]): void {
  useDataVersions.setState((versions) => Object.fromEntries(topics.map((topic) => [topic, versions[topic] + 1])));
}

/** The topics a successful write changed, from its method and path ('api/v1/comments/12'). */
export function topicsChangedBy(method: string, url: string): DataTopic[] {
  if (method === 'get') return [];
  const resource = /^\/?api\/v1\/([a-z_]+)/.exec(url)?.[1];
  return resource ? (CHANGED_BY_WRITE[resource] ?? []) : [];
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
