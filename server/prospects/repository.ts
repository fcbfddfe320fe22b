import type { Database } from '../db/database';
import { GroupIndex } from '../db/indexes';
import { Repository } from '../db/repository';
import type { Row } from '../db/row';
import { identityKeys, prospectIdentity } from '../leads/identity-keys';

/** Prospects, indexed by name/phone/email so the lead wizard's duplicate check never scans them. */
export class ProspectRepository extends Repository {
  constructor(db: Database) {
    super(db, 'prospects');
    db.defineIndex(this.collection, 'identity', new GroupIndex((row) => identityKeys(prospectIdentity(row))));
  }

  /** Prospects sharing any of the keys (see identityKeys). */
  withAnyKey(keys: string[]): Row[] {
    return this.inAnyGroup('identity', keys);
  }
}
