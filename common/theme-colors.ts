/** The page background of the light and dark themes (bg-white, bg-slate-950): the browser frame's colour. */
export const THEME_COLORS = { light: '#ffffff', dark: '#020617' } as const;
