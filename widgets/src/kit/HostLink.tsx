import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useWidgetHost } from './host.tsx';

/**
 * A link to one of our pages, as the host wants it: inside the app on our site (a plain click goes
 * through the router; a middle or modified click still opens a tab), absolute and in a new tab on a
 * partner's page.
 */
export function HostLink({
  to,
  children,
  ...anchor
}: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const host = useWidgetHost();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (
      !host.navigate ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    host.navigate(to);
  };
  return (
    <a
      href={host.href(to)}
      {...(host.linkTarget ? { target: host.linkTarget, rel: 'noopener' } : {})}
      onClick={onClick}
      {...anchor}
    >
      {children}
    </a>
  );
}
