import type { Locale, Plan, Role } from '@cena/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { BatchedLookup } from '../common/batched-lookup';
import { preparedQuery } from '../database/prepared-query';
import { entityManagerOf } from '../transactions/typeorm-unit-of-work';
import type { Transaction } from '../transactions/unit-of-work';
import { UserEntity } from './user.entity';

export interface UpsertUserInput {
  firebaseUid: string;
  email: string;
  displayName: string | null;
  photoUrl: string | null;
  /** A new account's language (pt-BR when unset); an existing account keeps its own. */
  locale?: Locale;
  /** Set when the account must be (or become) admin. */
  role?: Role;
}

export interface UserListQuery {
  offset: number;
  limit: number;
  sort: 'createdAt' | 'email' | 'displayName' | 'creditBalance' | 'plan' | 'role';
  order: 'ASC' | 'DESC';
  q?: string;
  plan?: string;
  role?: string;
  /** react-admin's getMany: only these ids. */
  ids?: string[];
  /** True: only disabled accounts; false: only active ones. */
  disabled?: boolean;
}

/** What staff may change on an account (`disabledAt` null enables it again). */
export interface AdminUserChanges {
  plan?: Plan;
  role?: Role;
  disabledAt?: Date | null;
}

@Injectable()
export class UsersRepository {
  /**
   * Every authenticated request reads its account: concurrent reads share one query, a prepared
   * statement read straight into entities (TypeORM's find built the same SQL anew each time).
   */
  private readonly byFirebaseUid = new BatchedLookup<string, UserEntity>((uids) =>
    this.loadByFirebaseUids(uids),
  );

  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  /** One query for the accounts of many requests (BatchedLookup's load). */
  private async loadByFirebaseUids(uids: string[]): Promise<Map<string, UserEntity>> {
    const rows = await preparedQuery<Record<string, unknown>>(
      this.users.manager.connection,
      'SELECT * FROM users WHERE firebase_uid = ANY($1::text[])',
      [uids],
    );
    return new Map(rows.map((row) => this.hydrate(row)).map((user) => [user.firebaseUid, user]));
  }

  /** A `users` row as TypeORM would load it (no column of it has a transformer). */
  private hydrate(row: Record<string, unknown>): UserEntity {
    const user = new UserEntity();
    for (const column of this.users.metadata.columns) {
      (user as unknown as Record<string, unknown>)[column.propertyName] = row[column.databaseName];
    }
    return user;
  }

  /** Never from the past: the query starts after the call (see BatchedLookup). */
  async findByFirebaseUid(firebaseUid: string): Promise<UserEntity | null> {
    const found = await this.byFirebaseUid.get(firebaseUid);
    // A copy each: callers sharing a query must not see each other's changes to the entity.
    return found ? Object.assign(new UserEntity(), found) : null;
  }

  findById(id: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }

  /** Insert or refresh from the identity token; concurrent calls for one uid leave one row. */
  /** The account by its Firebase uid, created or updated; `inserted` when this call created it. */
  async upsert(
    input: UpsertUserInput,
    tx?: Transaction,
  ): Promise<{ user: UserEntity; inserted: boolean }> {
    const runner = tx ? entityManagerOf(tx) : this.users.manager;
    // A row this statement inserted has no xmax; one it updated has its transaction's.
    const rows: { id: string; inserted: boolean }[] = await runner.query(
      `INSERT INTO users (firebase_uid, email, display_name, photo_url, role, locale)
       VALUES ($1, $2, $3, $4, COALESCE($5, 'user'), COALESCE($6, 'pt-BR'))
       ON CONFLICT (firebase_uid) DO UPDATE SET
         email = EXCLUDED.email,
         display_name = COALESCE(EXCLUDED.display_name, users.display_name),
         photo_url = COALESCE(EXCLUDED.photo_url, users.photo_url),
         role = CASE WHEN users.role_set_at IS NULL THEN COALESCE($5, users.role) ELSE users.role END,
         updated_at = now()
       RETURNING id, (xmax = 0) AS inserted`,
      [
        input.firebaseUid,
        input.email,
        input.displayName,
        input.photoUrl,
        input.role ?? null,
        input.locale ?? null,
      ],
    );
    const user = await runner.findOneByOrFail(UserEntity, { id: rows[0].id });
    return { user, inserted: rows[0].inserted };
  }

  async updateProfile(
    id: string,
    patch: { displayName?: string; locale?: Locale },
  ): Promise<UserEntity> {
    await this.users.update({ id }, patch);
    return this.users.findOneByOrFail({ id });
  }

  async list(query: UserListQuery): Promise<{ rows: UserEntity[]; total: number }> {
    const qb = this.users.createQueryBuilder('u').where('u.deleted_at IS NULL');
    if (query.q) {
      const q = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      qb.andWhere('(u.email ILIKE :q OR u.display_name ILIKE :q)', { q });
    }
    if (query.plan) qb.andWhere('u.plan = :plan', { plan: query.plan });
    if (query.role) qb.andWhere('u.role = :role', { role: query.role });
    if (query.ids)
      qb.andWhere(query.ids.length ? 'u.id IN (:...ids)' : 'false', { ids: query.ids });
    if (query.disabled === true) qb.andWhere('u.disabled_at IS NOT NULL');
    if (query.disabled === false) qb.andWhere('u.disabled_at IS NULL');
    const [rows, total] = await qb
      .orderBy(`u.${query.sort}`, query.order)
      .addOrderBy('u.id', 'ASC')
      .skip(query.offset)
      .take(query.limit)
      .getManyAndCount();
    return { rows, total };
  }

  /** The account row locked until `tx` ends (a staff change); null when there is none. */
  findForUpdate(tx: Transaction, id: string): Promise<UserEntity | null> {
    return entityManagerOf(tx)
      .getRepository(UserEntity)
      .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** A staff member's changes; a role set here is kept from then on (see `upsert`). */
  async applyAdminChanges(tx: Transaction, id: string, changes: AdminUserChanges): Promise<void> {
    if (!Object.keys(changes).length) return;
    await entityManagerOf(tx)
      .getRepository(UserEntity)
      .update({ id }, { ...changes, ...(changes.role ? { roleSetAt: () => 'now()' } : {}) });
  }
}
