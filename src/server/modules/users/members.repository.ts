import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../platform/db/database.js';
import type { UserRole } from '../../../contract/users/users.schemas.js';
import type { MemberRole } from '../../../contract/team/member-roles.js';
import { members, users, type MemberRow } from './users.tables.js';

/** Issue 26: the people of businesses (decision 035). */
export function createMembersRepository(db: Db) {
  return {
    async insert(tx: DbExecutor, member: typeof members.$inferInsert): Promise<MemberRow> {
      const [row] = await tx.insert(members).values(member).returning();
      return row!;
    },

    async findById(memberId: string, executor: DbExecutor = db): Promise<MemberRow | undefined> {
      const [row] = await executor.select().from(members).where(eq(members.id, memberId));
      return row;
    },

    /** The names of these members (of any business and in any status), by id. */
    async findNames(memberIds: readonly string[], executor: DbExecutor = db): Promise<Map<string, string>> {
      if (memberIds.length === 0) return new Map();
      const rows = await executor
        .select({ id: members.id, name: members.name })
        .from(members)
        .where(inArray(members.id, [...new Set(memberIds)]));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /** The person of this email: the one not removed first (a removed member's email may be reused). */
    async findByEmail(email: string): Promise<MemberRow | undefined> {
      const [row] = await db
        .select()
        .from(members)
        .where(sql`lower(${members.email}) = lower(${email})`)
        .orderBy(sql`${members.status} = 'REMOVED'`, desc(members.updatedAt))
        .limit(1);
      return row;
    },

    /**
     * Who signs in with a business's registration number: its founding owner while an active owner, else
     * its longest-standing active owner.
     */
    async findOwnerByRegistrationNumber(registrationNumber: string): Promise<MemberRow | undefined> {
      const [row] = await db
        .select({ member: members })
        .from(members)
        .innerJoin(users, eq(users.id, members.businessId))
        .where(
          and(
            eq(users.registrationNumber, registrationNumber),
            eq(members.status, 'ACTIVE'),
            sql`'OWNER' = ANY(${members.roles})`,
          ),
        )
        .orderBy(sql`${members.id} = ${members.businessId} DESC`, asc(members.createdAt))
        .limit(1);
      return row?.member;
    },

    async findOfBusiness(businessId: string, executor: DbExecutor = db): Promise<MemberRow[]> {
      return executor
        .select()
        .from(members)
        .where(eq(members.businessId, businessId))
        .orderBy(asc(members.createdAt), asc(members.id));
    },

    /**
     * The business's active members holding one of `roles` or OWNER, or only `memberId` (while active)
     * when given: who a notification concerns, with where and in which language to mail them.
     */
    async findConcerned(
      businessId: string,
      audience: { roles: readonly MemberRole[] } | { memberId: string },
      executor: DbExecutor = db,
    ): Promise<Array<Pick<MemberRow, 'id' | 'name' | 'email' | 'language'>>> {
      const who =
        'memberId' in audience
          ? eq(members.id, audience.memberId)
          : sql`${members.roles} && ${sql.raw(`ARRAY[${['OWNER', ...audience.roles].map((role) => `'${role}'`).join(',')}]`)}::member_role[]`;
      return executor
        .select({ id: members.id, name: members.name, email: members.email, language: members.language })
        .from(members)
        .where(and(eq(members.businessId, businessId), eq(members.status, 'ACTIVE'), who))
        .orderBy(asc(members.createdAt), asc(members.id));
    },

    async update(
      memberId: string,
      fields: Partial<
        Pick<
          MemberRow,
          | 'passwordHash'
          | 'isEmailVerified'
          | 'activeRole'
          | 'language'
          | 'name'
          | 'roles'
          | 'status'
          | 'orderLimit'
        >
      >,
      executor: DbExecutor = db,
    ): Promise<void> {
      await executor
        .update(members)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(members.id, memberId));
    },

    async setActiveRole(memberId: string, activeRole: UserRole): Promise<void> {
      await db
        .update(members)
        .set({ activeRole, updatedAt: sql`now()` })
        .where(eq(members.id, memberId));
    },
  };
}

export type MembersRepository = ReturnType<typeof createMembersRepository>;
