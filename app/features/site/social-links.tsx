import type { SocialLink, SocialNetwork } from '#common/contracts/site-settings.ts';

const icon = (d: string) =>
  function SocialIcon() {
    return (
      <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true" focusable="false">
        <path d={d} />
      </svg>
    );
  };

/** Each network's name and mark. */
const NETWORKS: Record<SocialNetwork, { name: string; Icon: ReturnType<typeof icon> }> = {
  x: {
    name: 'X',
    Icon: icon(
      'M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z',
    ),
  },
  facebook: {
    name: 'Facebook',
    Icon: icon(
      'M14 8.5V6.8c0-.8.2-1.3 1.4-1.3H17V2.3c-.3 0-1.3-.1-2.5-.1-2.5 0-4.2 1.5-4.2 4.3v2H7.5v3.6h2.8V21H14v-8.9h2.8l.4-3.6H14Z',
    ),
  },
  instagram: {
    name: 'Instagram',
    Icon: icon(
      'M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4Zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm4.9-9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2ZM12 3.6c2.7 0 3 0 4.1.1 2.7.1 4 1.4 4.1 4.1.1 1.1.1 1.4.1 4.1s0 3-.1 4.1c-.1 2.7-1.4 4-4.1 4.1-1.1.1-1.4.1-4.1.1s-3 0-4.1-.1c-2.7-.1-4-1.4-4.1-4.1-.1-1.1-.1-1.4-.1-4.1s0-3 .1-4.1c.1-2.7 1.4-4 4.1-4.1 1.1-.1 1.4-.1 4.1-.1Z',
    ),
  },
  youtube: {
    name: 'YouTube',
    Icon: icon(
      'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3-5.2 3Z',
    ),
  },
};

/**
 * The footer's "follow us": one link per network the operator gave an address for (site settings); with
 * none, nothing at all, not a heading over an empty row.
 */
export function SocialLinks({
  links,
  siteName,
  heading,
}: {
  links: SocialLink[];
  siteName: string;
  heading: string;
}) {
  if (links.length === 0) return null;
  return (
    <>
      <p className="mt-6 text-sm font-semibold text-white">{heading}</p>
      <ul className="mt-2 flex gap-2">
        {links.map(({ network, url }) => {
          const { name, Icon } = NETWORKS[network];
          return (
            <li key={network}>
              <a
                href={url}
                rel="me noopener"
                aria-label={`${siteName} ${name}`}
                className="inline-flex size-9 items-center justify-center rounded-full bg-slate-800 text-slate-100 hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-white"
              >
                <Icon />
              </a>
            </li>
          );
        })}
      </ul>
    </>
  );
}
