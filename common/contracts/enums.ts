import { z } from './zod.ts';
import { LANGUAGES } from '../languages.ts';
import { ADMIN_CATEGORIES, CATEGORIES } from '../categories.ts';

// Kept apart from languages.ts and categories.ts so pages that only need the lists do not load zod.

/** Validates a language code. */
export const LanguageSchema = z.enum(LANGUAGES);

/** Validates any category. */
export const CategorySchema = z.enum(CATEGORIES);

/** Validates a category of the admin list (no environment). */
export const AdminCategorySchema = z.enum(ADMIN_CATEGORIES);
