import { useRef } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { Language } from '#common/languages.ts';
import { Sheet, SheetContent, SheetTitle } from '../../ui/sheet.tsx';
import { LanguageGrid } from './language-switcher.tsx';
import type { linkClass as LinkClass, navItems as NavItems } from './site-header.tsx';

/**
 * The phone's menu: the main links and the languages in a panel from the side (Radix Dialog: focus kept
 * inside, Escape and the overlay close it, focus returns to the menu button). It opens with focus on its first
 * link. Loaded on first use.
 */
export default function MobileMenu({
  language,
  siteName,
  items,
  linkClass,
  onClose,
  onClosed,
}: {
  language: Language;
  siteName: string;
  items: ReturnType<typeof NavItems>;
  linkClass: typeof LinkClass;
  onClose: () => void;
  /** Called as the panel goes, to give focus back to the menu button (Radix only knows its own triggers). */
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const navigation = useRef<HTMLElement>(null);
  return (
    <Sheet open onOpenChange={(open) => !open && onClose()}>
      <SheetContent
        closeLabel={t('nav.closeMenu')}
        // Radix never focuses a link on opening, so a keyboard reader landed on the first language, past the
        // links above it; the menu starts where it starts.
        onOpenAutoFocus={(event) => {
          const firstLink = navigation.current?.querySelector('a');
          if (!firstLink) return;
          event.preventDefault();
          firstLink.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <SheetTitle className="text-lg font-bold">{siteName}</SheetTitle>
        <nav ref={navigation} aria-label={t('nav.mainNavigation')}>
          <ul className="flex flex-col gap-1">
            {items.map((item) => (
              <li key={item.key}>
                <NavLink to={item.to} end={item.end} className={linkClass} onClick={onClose}>
                  {t(`nav.${item.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageGrid language={language} onChosen={onClose} />
      </SheetContent>
    </Sheet>
  );
}
