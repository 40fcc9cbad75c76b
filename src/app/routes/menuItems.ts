// The side menu of a user: every entry of the route table whose route they may open (the
// guard's rule) and, for an entry into a part of a screen, that part too; by `order`.
import type { UserProfile } from '@/api';
import type { MainMenuItem } from '@/features/shell/containers/MainLayout';
import { mayOpen } from './access';
import { menuEntriesOf, routeTable, type RouteDefinition } from './routeTable';

export function menuItemsFor(
  profile: UserProfile | null,
  routes: readonly RouteDefinition[] = routeTable,
): MainMenuItem[] {
  return routes
    .filter((route) => mayOpen(route.access, profile))
    .flatMap((route) =>
      menuEntriesOf(route)
        .filter((entry) => !entry.access || mayOpen(entry.access, profile))
        .map((entry) => ({ entry, to: entry.to ?? route.path })),
    )
    .sort((a, b) => a.entry.order - b.entry.order)
    .map(({ entry, to }) => ({
      key: to,
      to,
      labelKey: entry.label,
      icon: entry.icon,
      group: entry.group,
    }));
}
