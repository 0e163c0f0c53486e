import { and, eq, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { clusterLeases } from '../../db/schema.ts';

/**
 * How long a language's lease lasts unless renewed: a clustering job renews it as it saves stories, so only a
 * holder that died (a killed worker) keeps it this long.
 */
export const LEASE_SECONDS = 120;

const expiry = (at: Date) => new Date(at.getTime() + LEASE_SECONDS * 1000);

/**
 * Takes the lease of a language for `holder`: true when no other job holds it, or its holder let its time run
 * out. Two jobs asking at once: the row's lock lets one of them insert or take it over, the other sees it held.
 */
export async function takeLease(db: Database, language: string, holder: string, at: Date): Promise<boolean> {
  const taken = await db
    .insert(clusterLeases)
    .values({ language, holder, expiresAt: expiry(at) })
    .onConflictDoUpdate({
      target: clusterLeases.language,
      set: { holder, expiresAt: expiry(at) },
      setWhere: or(lt(clusterLeases.expiresAt, at), eq(clusterLeases.holder, holder)),
    })
    .returning({ holder: clusterLeases.holder });
  return taken.length > 0;
}

/** Keeps the lease for another LEASE_SECONDS; false when it was lost (its time ran out and another took it). */
export async function renewLease(db: Database, language: string, holder: string, at: Date): Promise<boolean> {
  const kept = await db
    .update(clusterLeases)
    .set({ expiresAt: expiry(at) })
    .where(and(eq(clusterLeases.language, language), eq(clusterLeases.holder, holder)))
    .returning({ holder: clusterLeases.holder });
  return kept.length > 0;
}

/** Lets go of the lease, if this holder still has it. */
export async function releaseLease(db: Database, language: string, holder: string): Promise<void> {
  await db
    .delete(clusterLeases)
    .where(and(eq(clusterLeases.language, language), eq(clusterLeases.holder, holder)));
}
