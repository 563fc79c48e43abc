import type { Supporter } from '@hiroba/api-client';

export interface CourseGroup {
  course: string;
  supporters: Supporter[];
}

/**
 * The supporters under their course, in the admin's order: a course comes where its first
 * supporter stands, and its supporters keep their order within it.
 */
export function courseGroups(supporters: Supporter[]): CourseGroup[] {
  const groups = new Map<string, Supporter[]>();
  for (const supporter of supporters) {
    const group = groups.get(supporter.course);
    if (group) group.push(supporter);
    else groups.set(supporter.course, [supporter]);
  }
  return [...groups].map(([course, members]) => ({ course, supporters: members }));
}
