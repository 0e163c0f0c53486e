import { z } from 'zod';

const Id = z.coerce.number().int().min(1).max(2_147_483_647);

/** A path parameter {id}: a positive 32-bit integer. */
export const IdParamSchema = z.object({ id: Id });

/** A path parameter {articleId}. */
export const ArticleIdParamSchema = z.object({ articleId: Id });

/** The path parameter {article} of an editor's write to /api/news/{article}: the article's id. */
export const ArticleParamSchema = z.object({ article: Id.describe("The article's id") });
