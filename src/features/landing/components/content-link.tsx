import type { ReactNode } from "react";
import { Link } from "react-router";

/** A same-origin path (one leading "/", not "//" or "/\"): followed inside the app. */
const isAppPath = (url: string) => /^\/(?![/\\])/.test(url);
const isWebUrl = (url: string) => /^https?:\/\//i.test(url);

interface ContentLinkProps {
  /** A link from the API: an app path, a web address, or anything else (then no link at all). */
  to: string | undefined;
  className?: string;
  children: ReactNode;
}

/** A link given by the server: app paths through the router, web addresses in a new tab. */
export function ContentLink({ to, className, children }: ContentLinkProps) {
  if (to && isAppPath(to)) {
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  }
  if (to && isWebUrl(to)) {
    return (
      <a href={to} className={className} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return <>{children}</>;
}
