import type { Database } from '../db/database';
import { GroupIndex, LookupIndex } from '../db/indexes';
import { defineTextIndex, Repository } from '../db/repository';
import type { Reader } from '../db/transaction';
import type { SessionRow, UserRow } from '../stored/accounts';

/** Sign-in accounts, found by email (ignoring case and outer spaces) without a scan. */
export class UserRepository extends Repository<UserRow> {
  constructor(db: Database) {
    super(db, 'users');
    defineTextIndex(db, this.collection, 'email');
  }

  byEmail(email: string, via?: Reader): UserRow | undefined {
    return this.withSameText('email', email, via)[0];
  }
}

/** Login sessions, found by the sha256 of their token. */
export class SessionRepository extends Repository<SessionRow> {
  constructor(db: Database) {
    super(db, 'sessions');
    db.defineIndex(this.collection, 'token', new LookupIndex((row) => row.token_hash));
    db.defineIndex(this.collection, 'user', new GroupIndex((row) => [row.user_id]));
  }

  /** Every session of one user (a password change revokes them) without a scan. */
  ofUser(userId: number, via?: Reader): SessionRow[] {
    return this.group('user', userId, (s) => s.user_id === userId, via);
  }

  byTokenHash(hash: string): SessionRow | undefined {
    return this.lookup('token', hash);
  }
}
