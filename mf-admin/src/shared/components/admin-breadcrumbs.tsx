import { RouterAnchor, Text, useBreadcrumbStore, type BreadcrumbItem } from '@hiroba/shared-ui';

/**
 * The breadcrumbs pages set with useBreadcrumbs(); the shell draws them elsewhere, but not around
 * the admin area, so the admin frame shows them above each page. A page sets them in an effect, after
 * its first paint, so their line is kept from the start (admin.css): the page does not move down when
 * they come.
 */
export function AdminBreadcrumbs() {
  const items = useBreadcrumbStore((s) => s.items);
  return <div className="admin-crumbs">{items.length > 0 && <Trail items={items} />}</div>;
}

function Trail({ items }: { items: BreadcrumbItem[] }) {
  return (
    <nav aria-label="現在の場所" className="admin-breadcrumbs">
      <ol>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.text}`}>
              {item.to && !item.disabled && !last ? (
                <RouterAnchor to={item.to}>{item.text}</RouterAnchor>
              ) : (
                <Text component="span" aria-current={last ? 'page' : undefined}>
                  {item.text}
                </Text>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
