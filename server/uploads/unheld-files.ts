import type { AuthContext } from '../auth/types';
import type { AppContext } from '../context';
import { FILE_OWNERS } from '../policy/file-owners';

/**
 * Deletes from the file store the files that no record holds any more (after the transaction that
 * dropped them is durable). A file another record still holds (the seed shares sample files
 * between documents and activities) stays. Every rule answers undefined only when no record of
 * its kind holds the file, whoever asks.
 */
export async function removeUnheldFiles(ctx: AppContext, auth: AuthContext, names: string[]): Promise<void> {
  for (const name of names) {
    const verdicts = await Promise.all(FILE_OWNERS.map((rule) => rule.check(ctx, auth, name)));
    if (verdicts.some((v) => v !== undefined)) continue;
    try {
      await ctx.files.delete(name);
    } catch (err) {
      ctx.log(`[warn] could not remove the dropped file ${name}: ${(err as Error).message}`);
    }
  }
}
