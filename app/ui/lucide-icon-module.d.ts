// The type of a lucide-react icon module (lucide-react/icons/{name}): its component, and the drawing it is made
// from, which the module exports as __iconData but its own declarations leave out. tsconfig.json's paths
// point those imports here; bundlers and Node resolve them to lucide-react's files as usual.
import type { LucideIcon, LucideIconData } from 'lucide-react';

export const __iconData: LucideIconData;
declare const icon: LucideIcon;
export default icon;
