import type { Database } from '../db/database';
import { LookupIndex } from '../db/indexes';
import { Repository } from '../db/repository';
import type { Row } from '../db/row';
import type { Reader } from '../db/transaction';

const emailKey = (email: unknown) =>
  String(email ?? '')
    .trim()
    .toLowerCase();

/** Sign-in accounts, found by lower-cased email without a scan. */
export class UserRepository extends Repository {
  constructor(db: Database) {
    super(db, 'users');
    db.defineIndex(this.collection, 'email', new LookupIndex((row) => emailKey(row.email)));
  }

  byEmail(email: string, via: Reader = this.db): Row | undefined {
    if (via !== this.db) return this.find((u) => emailKey(u.email) === emailKey(email), via);
    return this.lookup('email', emailKey(email));
  }
}

/** Login sessions, found by the sha256 of their token. */
export class SessionRepository extends Repository {
  constructor(db: Database) {
    super(db, 'sessions');
    db.defineIndex(this.collection, 'token', new LookupIndex((row) => row.token_hash));
  }

  byTokenHash(hash: string): Row | undefined {
    return this.lookup('token', hash);
  }
}
