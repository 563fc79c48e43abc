import { Title, usePageData } from '@hiroba/shared-ui';
import { LinkChips } from './link-chips';

interface ChipNavProps {
  /** The heading's id (the section's name). */
  id: string;
  heading: string;
  /** The chips' list name, e.g. コラムのタグ. */
  label: string;
  /** Published tags or categories. */
  load(): Promise<{ title: string }[]>;
  to(title: string): string;
  /** The one being read, marked aria-current. */
  current?: string;
}

/** Tags or categories as link chips. They help but are not the page: if they cannot load, the page stands without them. */
export function ChipNav({ id, heading, label, load, to, current }: ChipNavProps) {
  const { data } = usePageData(load, []);
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <Title order={2} id={id} size="h4" mt="xl" mb="sm">
        {heading}
      </Title>
      <LinkChips label={label} items={data.map(({ title }) => ({ label: title, to: to(title), current: title === current }))} />
    </section>
  );
}
