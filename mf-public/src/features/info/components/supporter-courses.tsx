import type { Supporter } from '@hiroba/api-client';
import { Stack, Title } from '@hiroba/shared-ui';
import { courseGroups } from '../lib/course-groups';
import './supporter-courses.css';

/**
 * The supporters grouped by course: each course a section with its heading (h2) and a list of
 * names, each with the message the supporter sent, if any.
 */
export function SupporterCourses({ supporters }: { supporters: Supporter[] }) {
  return (
    <Stack gap="xl" mt="xl">
      {courseGroups(supporters).map((group, i) => (
        <section key={group.course} aria-labelledby={`supporter-course-${i}`}>
          <Title order={2} size="h3" id={`supporter-course-${i}`} mb="md">
            {group.course}
          </Title>
          <ul className="hiroba-supporter-list">
            {group.supporters.map((supporter) => (
              <li key={supporter.id} className="hiroba-supporter">
                <p className="hiroba-supporter-name">{supporter.name} 様</p>
                {supporter.message && <p className="hiroba-supporter-message">{supporter.message}</p>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Stack>
  );
}
