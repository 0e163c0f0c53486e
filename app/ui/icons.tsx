import { createElement, type ReactElement, type ReactNode, type SVGProps } from 'react';
import type { LucideIconData } from 'lucide-react';
import { __iconData as arrowLeft } from 'lucide-react/icons/arrow-left';
import { __iconData as bookmark } from 'lucide-react/icons/bookmark';
import { __iconData as bookmarkCheck } from 'lucide-react/icons/bookmark-check';
import { __iconData as calendarDays } from 'lucide-react/icons/calendar-days';
import { __iconData as chevronDown } from 'lucide-react/icons/chevron-down';
import { __iconData as clock } from 'lucide-react/icons/clock';
import { __iconData as externalLink } from 'lucide-react/icons/external-link';
import { __iconData as globe } from 'lucide-react/icons/globe';
import { __iconData as languages } from 'lucide-react/icons/languages';
import { __iconData as loaderCircle } from 'lucide-react/icons/loader-circle';
import { __iconData as mail } from 'lucide-react/icons/mail';
import { __iconData as menu } from 'lucide-react/icons/menu';
import { __iconData as refreshCw } from 'lucide-react/icons/refresh-cw';
import { __iconData as rss } from 'lucide-react/icons/rss';
import { __iconData as search } from 'lucide-react/icons/search';
import { __iconData as send } from 'lucide-react/icons/send';
import { __iconData as share2 } from 'lucide-react/icons/share-2';
import { __iconData as shieldCheck } from 'lucide-react/icons/shield-check';
import { __iconData as users } from 'lucide-react/icons/users';
import { __iconData as x } from 'lucide-react/icons/x';
import { __iconData as zap } from 'lucide-react/icons/zap';

/**
 * The site's icons: Lucide's drawings, drawn by a component that does no work per use. lucide-react builds
 * every icon's attributes, classes and children again at each render (about 8 % of drawing the home page on
 * the server, with its 37 icons); here the children are made once per icon and an icon's element is a plain
 * <svg> with the same attributes lucide-react writes (class "lucide lucide-{name}", aria-hidden unless
 * labelled).
 *
 * Here are the icons the reader's pages share. An icon only the editors' screens draw is made in
 * app/features/admin/admin-icons.ts, one that a single page or part draws in it (about, contact, archive, the
 * source box, the not-found page, the language menu), so that the home page does not load their drawings.
 */
export type Icon = (props: IconProps) => ReactElement;
export type IconProps = SVGProps<SVGSVGElement>;

function hasLabel(props: IconProps): boolean {
  return Object.keys(props).some((name) => name.startsWith('aria-') || name === 'role' || name === 'title');
}

function element([tag, attributes, children]: LucideIconData['node'][number]): ReactNode {
  return createElement(tag, attributes, ...(children ?? []).map(element));
}

/** A component drawing one Lucide icon, its children made once. */
export function lucideIcon({ name, node, aliases = [] }: LucideIconData): Icon {
  const drawing: ReactNode[] = node.map(element);
  const baseClass = [
    'lucide',
    ...[name, ...aliases].flatMap((each) => (each ? [`lucide-${each}`] : [])),
  ].join(' ');
  function LucideIcon({ className, children, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `${baseClass} ${className}` : baseClass}
        aria-hidden={children || hasLabel(props) ? undefined : 'true'}
        {...props}
      >
        {drawing}
        {children}
      </svg>
    );
  }
  LucideIcon.displayName = name ?? 'icon';
  return LucideIcon;
}

export const ArrowLeft = lucideIcon(arrowLeft);
export const Bookmark = lucideIcon(bookmark);
export const BookmarkCheck = lucideIcon(bookmarkCheck);
export const CalendarDays = lucideIcon(calendarDays);
export const ChevronDown = lucideIcon(chevronDown);
export const Clock = lucideIcon(clock);
export const ExternalLink = lucideIcon(externalLink);
export const Globe = lucideIcon(globe);
export const Languages = lucideIcon(languages);
export const Loader2 = lucideIcon(loaderCircle);
export const Mail = lucideIcon(mail);
export const Menu = lucideIcon(menu);
export const RefreshCw = lucideIcon(refreshCw);
export const Rss = lucideIcon(rss);
export const Search = lucideIcon(search);
export const Send = lucideIcon(send);
export const Share2 = lucideIcon(share2);
export const ShieldCheck = lucideIcon(shieldCheck);
export const Users = lucideIcon(users);
export const X = lucideIcon(x);
export const Zap = lucideIcon(zap);
