import { createElement, type ReactElement, type ReactNode, type SVGProps } from 'react';
import type { LucideIconData } from 'lucide-react';
import { __iconData as archive } from 'lucide-react/icons/archive';
import { __iconData as arrowLeft } from 'lucide-react/icons/arrow-left';
import { __iconData as badgeCheck } from 'lucide-react/icons/badge-check';
import { __iconData as bookmark } from 'lucide-react/icons/bookmark';
import { __iconData as bookmarkCheck } from 'lucide-react/icons/bookmark-check';
import { __iconData as calendarDays } from 'lucide-react/icons/calendar-days';
import { __iconData as chartColumn } from 'lucide-react/icons/chart-column';
import { __iconData as check } from 'lucide-react/icons/check';
import { __iconData as chevronDown } from 'lucide-react/icons/chevron-down';
import { __iconData as circleCheck } from 'lucide-react/icons/circle-check';
import { __iconData as circlePause } from 'lucide-react/icons/circle-pause';
import { __iconData as clock } from 'lucide-react/icons/clock';
import { __iconData as cpu } from 'lucide-react/icons/cpu';
import { __iconData as download } from 'lucide-react/icons/download';
import { __iconData as earth } from 'lucide-react/icons/earth';
import { __iconData as externalLink } from 'lucide-react/icons/external-link';
import { __iconData as globe } from 'lucide-react/icons/globe';
import { __iconData as heartHandshake } from 'lucide-react/icons/heart-handshake';
import { __iconData as house } from 'lucide-react/icons/house';
import { __iconData as imagePlus } from 'lucide-react/icons/image-plus';
import { __iconData as languages } from 'lucide-react/icons/languages';
import { __iconData as lightbulb } from 'lucide-react/icons/lightbulb';
import { __iconData as loaderCircle } from 'lucide-react/icons/loader-circle';
import { __iconData as mail } from 'lucide-react/icons/mail';
import { __iconData as mapPin } from 'lucide-react/icons/map-pin';
import { __iconData as menu } from 'lucide-react/icons/menu';
import { __iconData as pencil } from 'lucide-react/icons/pencil';
import { __iconData as phone } from 'lucide-react/icons/phone';
import { __iconData as plus } from 'lucide-react/icons/plus';
import { __iconData as refreshCw } from 'lucide-react/icons/refresh-cw';
import { __iconData as rss } from 'lucide-react/icons/rss';
import { __iconData as search } from 'lucide-react/icons/search';
import { __iconData as send } from 'lucide-react/icons/send';
import { __iconData as share2 } from 'lucide-react/icons/share-2';
import { __iconData as shieldExclamationPoint } from 'lucide-react/icons/shield-exclamation-point';
import { __iconData as shieldCheck } from 'lucide-react/icons/shield-check';
import { __iconData as sparkles } from 'lucide-react/icons/sparkles';
import { __iconData as target } from 'lucide-react/icons/target';
import { __iconData as trash } from 'lucide-react/icons/trash';
import { __iconData as users } from 'lucide-react/icons/users';
import { __iconData as x } from 'lucide-react/icons/x';
import { __iconData as zap } from 'lucide-react/icons/zap';

/**
 * The site's icons: Lucide's drawings, drawn by a component that does no work per use. lucide-react builds
 * every icon's attributes, classes and children again at each render (about 8 % of drawing the home page on
 * the server, with its 37 icons); here the children are made once per icon and an icon's element is a plain
 * <svg> with the same attributes lucide-react writes (class "lucide lucide-{name}", aria-hidden unless
 * labelled).
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

export const ArchiveIcon = lucideIcon(archive);
export const ArrowLeft = lucideIcon(arrowLeft);
export const BadgeCheck = lucideIcon(badgeCheck);
export const BarChart3 = lucideIcon(chartColumn);
export const Bookmark = lucideIcon(bookmark);
export const BookmarkCheck = lucideIcon(bookmarkCheck);
export const CalendarDays = lucideIcon(calendarDays);
export const Check = lucideIcon(check);
export const CheckCircle2 = lucideIcon(circleCheck);
export const ChevronDown = lucideIcon(chevronDown);
export const CirclePause = lucideIcon(circlePause);
export const Clock = lucideIcon(clock);
export const Cpu = lucideIcon(cpu);
export const Download = lucideIcon(download);
export const ExternalLink = lucideIcon(externalLink);
export const Globe = lucideIcon(globe);
export const Globe2 = lucideIcon(earth);
export const HeartHandshake = lucideIcon(heartHandshake);
export const Home = lucideIcon(house);
export const ImagePlus = lucideIcon(imagePlus);
export const Languages = lucideIcon(languages);
export const Lightbulb = lucideIcon(lightbulb);
export const Loader2 = lucideIcon(loaderCircle);
export const Mail = lucideIcon(mail);
export const MapPin = lucideIcon(mapPin);
export const Menu = lucideIcon(menu);
export const Pencil = lucideIcon(pencil);
export const Phone = lucideIcon(phone);
export const Plus = lucideIcon(plus);
export const RefreshCw = lucideIcon(refreshCw);
export const Rss = lucideIcon(rss);
export const Search = lucideIcon(search);
export const Send = lucideIcon(send);
export const Share2 = lucideIcon(share2);
export const ShieldAlert = lucideIcon(shieldExclamationPoint);
export const ShieldCheck = lucideIcon(shieldCheck);
export const Sparkles = lucideIcon(sparkles);
export const Target = lucideIcon(target);
export const Trash2 = lucideIcon(trash);
export const Users = lucideIcon(users);
export const X = lucideIcon(x);
export const Zap = lucideIcon(zap);
