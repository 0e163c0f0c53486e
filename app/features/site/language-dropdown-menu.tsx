import { __iconData as check } from 'lucide-react/icons/check';
import { ChevronDown, lucideIcon } from '../../ui/icons.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { isLanguage, LANGUAGE_ENTRIES, type Language } from '#common/languages.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../../ui/dropdown-menu.tsx';
import { LANGUAGE_BUTTON_CLASS, useSwitchLanguage } from './language-switcher.tsx';

// An icon only this menu draws (app/ui/icons.tsx holds those the reader's pages share).
const Check = lucideIcon(check);

/** The header's language menu, open as soon as it is shown (see LanguageDropdown, which loads it). */
export default function LanguageDropdownMenu({ language }: { language: Language }) {
  const { t } = useTranslation();
  const switchLanguage = useSwitchLanguage();
  const current = LANGUAGE_ENTRIES.find((l) => l.code === language) ?? LANGUAGE_ENTRIES[0]!;
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger
        aria-label={t('language.current', { name: current.name })}
        className={LANGUAGE_BUTTON_CLASS}
      >
        <span aria-hidden="true">{current.flag}</span>
        <span>{current.name}</span>
        <ChevronDown className="size-4" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" aria-label={t('language.choose')}>
        <DropdownMenuRadioGroup
          value={language}
          onValueChange={(value) => isLanguage(value) && switchLanguage(value)}
        >
          {LANGUAGE_ENTRIES.map((entry) => (
            <DropdownMenuRadioItem key={entry.code} value={entry.code} lang={entry.code}>
              <span aria-hidden="true">{entry.flag}</span>
              <span className="flex-1">{entry.name}</span>
              {entry.code === language && <Check className="size-4" aria-hidden="true" />}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
