import { RouterAnchor, Text, useBreadcrumbStore } from '@hiroba/shared-ui';

/**
 * The breadcrumbs pages set with useBreadcrumbs(); the shell draws them elsewhere, but not around
 * the admin area, so the admin frame shows them above each page.
 */
export function AdminBreadcrumbs() {
  const items = useBreadcrumbStore((s) => s.items);
  if (items.length === 0) return null;
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
