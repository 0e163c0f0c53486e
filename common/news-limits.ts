/** How many articles a news list returns by default, and at most (a whole archive day asks for the most). */
export const DEFAULT_LIMIT = 6;
export const MAX_LIMIT = 50;
