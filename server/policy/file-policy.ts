import type { AuthContext } from '../auth/types';
import type { AppContext } from '../context';
import { FILE_OWNERS } from './file-owners';

/**
 * May this user download this stored file? Every file belongs to the records that hold it (see
 * FILE_OWNERS in file-owners.ts): the user must be able to read one of them. A file no record
 * holds yet (just uploaded, not yet saved with its record) is its uploader's only. Anything else
 * is refused as if it did not exist.
 */
export async function mayDownload(
  ctx: Pick<AppContext, 'repos' | 'now'>,
  auth: AuthContext,
  name: string,
  uploadedBy: number | null | undefined,
): Promise<boolean> {
  let held = false;
  for (const rule of FILE_OWNERS) {
    const verdict = await rule.check(ctx, auth, name);
    if (verdict === true) return true;
    if (verdict === false) held = true;
  }
  if (held) return false;
  return typeof uploadedBy === 'number' && uploadedBy === auth.user.id;
}
