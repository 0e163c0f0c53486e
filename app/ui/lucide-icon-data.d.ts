import type { LucideIconData } from 'lucide-react';

// Each lucide-react/icons/{name} module exports the drawing its icon is made from as __iconData, which its type
// declarations leave out. They are all declared by one file of lucide-react's (lucide-icon.d.mts), so adding the
// export through any one of them adds it to all (app/ui/icons.tsx imports it from each).
declare module 'lucide-react/icons/clock' {
  export const __iconData: LucideIconData;
}
