import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. Components do not rely on later classes overriding earlier ones (no tailwind-merge: it
 * would add 8 KB to every page); where a size differs, they take a prop instead.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
