import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import type { Db, DbExecutor } from '../../platform/db/database.js';
import { normalizedSql } from '../../platform/text/normalized-sql.js';
import { riyadhDaySql } from '../../platform/time/riyadh-month-sql.js';
import type { NationalAddress } from '../../../contract/users/national-address.js';
import {
  notificationToggles,
  type NotificationSettings,
  type StoreSettings,
} from '../../../contract/users/users.schemas.js';
import type {
  RegistryAnswer,
  VerificationState,
} from '../../../contract/supplier-verification/supplier-verification.schemas.js';
import {
  members,
  notificationSettings,
  suppliers,
  userBusinessCategories,
  users,
  type SupplierRow,
  type UserRow,
} from './users.tables.js';

/** A member's switches until they change one: everything on (the table's defaults). */
const defaultNotificationSettings: NotificationSettings = {
  allowNotifications: true,
  ...(Object.fromEntries(notificationToggles.map((toggle) => [toggle, true])) as Record<
    (typeof notificationToggles)[number],
    boolean
  >),
};

export interface NewAccount {
  email: string;
  passwordHash: string;
  name: string;
  nationalId: string;
  businessName: string;
  registrationNumber: string;
  city: string;
  language: string;
  businessCategoryIds: readonly string[];
  /** Issue 25: the registry's answer at signup, kept for the operator's second look. */
  registryAnswer?: RegistryAnswer;
  registryCheckedAt?: Date;
}

/** A supplier as the operators' queue reads it: the account's fields beside its supplier side. */
export interface OperatorSupplierRow {
  supplierId: string;
  businessName: string;
  registrationNumber: string;
  city: string;
  email: string;
  language: string;
  registryAnswer: RegistryAnswer | null;
  registryCheckedAt: Date | null;
  createdAt: Date;
  vatNumber: string | null;
  verification: VerificationState;
  verificationQuestion: string | null;
  verificationChangedAt: Date;
  suspendedAt: Date | null;
  suspensionReason: string | null;
  isStoreClosed: boolean;
  plan: SupplierRow['plan'];
}

export interface SupplierQueueFilter {
  state?: VerificationState;
  isSuspended?: boolean;
  /** What the operator typed: a registration number as typed, and its normalized words for the name. */
  text?: { raw: string; words: readonly string[] };
  offset: number;
  limit: number;
}

export type VerificationChange = Partial<
  Pick<
    SupplierRow,
    'verification' | 'verificationQuestion' | 'verificationChangedAt' | 'suspendedAt' | 'suspensionReason'
  >
>;

/** An account as other businesses see it (chats): never its email or registration number. */
export interface BusinessProfileRow {
  userId: string;
  businessName: string;
  name: string;
  pfpKey: string | null;
  city: string;
  isEmailVerified: boolean;
  isSupplier: boolean;
}

/** A business as its tax invoices name it. */
export interface InvoicePartyRow {
  userId: string;
  businessName: string;
  registrationNumber: string;
  vatNumber: string | null;
  city: string;
  /** Null until the business enters it (issue 24). */
  nationalAddress: NationalAddress | null;
}

const profileColumns = {
  userId: users.id,
  businessName: users.businessName,
  name: users.name,
  pfpKey: users.pfpKey,
  city: users.city,
  isEmailVerified: users.isEmailVerified,
  isSupplier: sql<boolean>`${suppliers.userId} IS NOT NULL`,
};

const lowerEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

const operatorSupplierColumns = {
  supplierId: suppliers.userId,
  businessName: users.businessName,
  registrationNumber: users.registrationNumber,
  city: users.city,
  email: users.email,
  language: users.language,
  registryAnswer: users.registryAnswer,
  registryCheckedAt: users.registryCheckedAt,
  createdAt: suppliers.createdAt,
  vatNumber: suppliers.vatNumber,
  verification: suppliers.verification,
  verificationQuestion: suppliers.verificationQuestion,
  verificationChangedAt: suppliers.verificationChangedAt,
  suspendedAt: suppliers.suspendedAt,
  suspensionReason: suppliers.suspensionReason,
  isStoreClosed: suppliers.isStoreClosed,
  plan: suppliers.plan,
};

export function createUsersRepository(db: Db) {
  return {
    /**
     * The account, its founding owner (issue 26: the member whose id is the business's), its categories
     * and default notification settings, in one transaction.
     */
    async insertAccount(account: NewAccount): Promise<UserRow> {
      return db.transaction(async (tx) => {
        const { businessCategoryIds, passwordHash, ...fields } = account;
        const [user] = await tx.insert(users).values(fields).returning();
        await tx.insert(members).values({
          id: user!.id,
          businessId: user!.id,
          email: fields.email,
          passwordHash,
          name: fields.name,
          roles: ['OWNER'],
          language: fields.language,
        });
        await tx
          .insert(userBusinessCategories)
          .values(businessCategoryIds.map((categoryId) => ({ userId: user!.id, categoryId })));
        await tx.insert(notificationSettings).values({ memberId: user!.id });
        return user!;
      });
    },

    /** Which of the unique fields another account already holds. */
    async findTakenFields(account: Pick<NewAccount, 'email' | 'nationalId' | 'registrationNumber'>) {
      const rows = await db
        .select({
          email: users.email,
          nationalId: users.nationalId,
          registrationNumber: users.registrationNumber,
        })
        .from(users)
        .where(
          or(
            lowerEmail(account.email),
            eq(users.nationalId, account.nationalId),
            eq(users.registrationNumber, account.registrationNumber),
          ),
        );
      // Issue 26: an email signs in to one person, so a member's email is taken too (a removed one's is free).
      const [member] = await db
        .select({ id: members.id })
        .from(members)
        .where(sql`lower(${members.email}) = lower(${account.email}) AND ${members.status} <> 'REMOVED'`);
      return {
        nationalId: rows.some((row) => row.nationalId === account.nationalId),
        registrationNumber: rows.some((row) => row.registrationNumber === account.registrationNumber),
        email:
          member !== undefined || rows.some((row) => row.email.toLowerCase() === account.email.toLowerCase()),
      };
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(lowerEmail(email));
      return row;
    },

    async findByRegistrationNumber(registrationNumber: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.registrationNumber, registrationNumber));
      return row;
    },

    async update(
      id: string,
      fields: Partial<Pick<UserRow, 'isEmailVerified' | 'language' | 'pfpKey' | 'nationalAddress'>>,
    ) {
      await db
        .update(users)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(users.id, id));
    },

    /** Creates the supplier side on the first switch; later switches keep it as it is. */
    async ensureSupplier(userId: string): Promise<void> {
      await db.insert(suppliers).values({ userId }).onConflictDoNothing();
    },

    /** One supplier for operators; with `tx`, its row locked until the transaction ends. */
    async findOperatorSupplier(
      supplierId: string,
      tx?: DbExecutor,
    ): Promise<OperatorSupplierRow | undefined> {
      const query = (tx ?? db)
        .select(operatorSupplierColumns)
        .from(suppliers)
        .innerJoin(users, eq(users.id, suppliers.userId))
        .where(eq(suppliers.userId, supplierId));
      const [row] = tx ? await query.for('update', { of: suppliers }) : await query;
      return row;
    },

    /**
     * The operators' queue: waiting first (PENDING, then INFO_REQUESTED), the longest waiting first; the
     * platform's own account is never in it. Offset paging: the queue is short and reordered by actions.
     */
    async findSupplierQueue(filter: SupplierQueueFilter, excludedIds: readonly string[]) {
      const words = filter.text?.words ?? [];
      return db
        .select(operatorSupplierColumns)
        .from(suppliers)
        .innerJoin(users, eq(users.id, suppliers.userId))
        .where(
          and(
            excludedIds.length > 0 ? notInArray(suppliers.userId, [...excludedIds]) : undefined,
            filter.state ? eq(suppliers.verification, filter.state) : undefined,
            filter.isSuspended === undefined
              ? undefined
              : filter.isSuspended
                ? isNotNull(suppliers.suspendedAt)
                : isNull(suppliers.suspendedAt),
            filter.text
              ? or(
                  eq(users.registrationNumber, filter.text.raw),
                  // Normalized words hold only letters and digits, so they are never LIKE wildcards.
                  words.length > 0
                    ? and(
                        ...words.map((word) => sql`${normalizedSql(users.businessName)} LIKE ${`%${word}%`}`),
                      )
                    : undefined,
                )
              : undefined,
          ),
        )
        .orderBy(
          sql`CASE ${suppliers.verification} WHEN 'PENDING' THEN 0 WHEN 'INFO_REQUESTED' THEN 1 ELSE 2 END`,
          asc(suppliers.verificationChangedAt),
          asc(suppliers.userId),
        )
        .offset(filter.offset)
        .limit(filter.limit + 1);
    },

    async updateVerification(tx: DbExecutor, supplierId: string, change: VerificationChange) {
      await tx
        .update(suppliers)
        .set({ ...change, updatedAt: sql`now()` })
        .where(eq(suppliers.userId, supplierId));
    },

    async updateVerificationOutsideTransaction(supplierId: string, change: VerificationChange) {
      await db
        .update(suppliers)
        .set({ ...change, updatedAt: sql`now()` })
        .where(eq(suppliers.userId, supplierId));
    },

    async updateRegistryAnswer(userId: string, answer: RegistryAnswer, checkedAt: Date, tx: DbExecutor = db) {
      await tx
        .update(users)
        .set({ registryAnswer: answer, registryCheckedAt: checkedAt })
        .where(eq(users.id, userId));
    },

    async findSupplier(userId: string, executor: DbExecutor = db) {
      const [row] = await executor.select().from(suppliers).where(eq(suppliers.userId, userId));
      return row;
    },

    /** The supplier's plan, its row locked until the caller's transaction ends; undefined without one. */
    async lockSupplierPlan(tx: DbExecutor, userId: string): Promise<SupplierRow['plan'] | undefined> {
      const [row] = await tx
        .select({ plan: suppliers.plan })
        .from(suppliers)
        .where(eq(suppliers.userId, userId))
        .for('update');
      return row?.plan;
    },

    /** Sets a supplier's plan and status in the caller's transaction (decision 016); answers the row. */
    async updatePlanState(
      tx: DbExecutor,
      userId: string,
      state: Partial<Pick<SupplierRow, 'plan' | 'status'>>,
    ) {
      const [row] = await tx
        .update(suppliers)
        .set({ ...state, updatedAt: sql`now()` })
        .where(eq(suppliers.userId, userId))
        .returning();
      return row;
    },

    /**
     * The platform's own account (decision 016): the seller of its plan invoices. It cannot sign in (no
     * verified email, a password nobody knows) and its INACTIVE supplier side only carries its VAT
     * number. Inserted once; later calls change nothing.
     */
    async insertPlatformAccount(
      tx: DbExecutor,
      account: Omit<NewAccount, 'businessCategoryIds' | 'language'> & { id: string; vatNumber: string },
    ): Promise<void> {
      const { vatNumber, passwordHash, ...user } = account;
      await tx
        .insert(users)
        .values({ ...user, language: 'ar' })
        .onConflictDoNothing({ target: users.id });
      await tx
        .insert(members)
        .values({
          id: account.id,
          businessId: account.id,
          email: account.email,
          passwordHash,
          name: account.name,
          roles: ['OWNER'],
        })
        .onConflictDoNothing({ target: members.id });
      await tx
        .insert(suppliers)
        .values({ userId: account.id, status: 'INACTIVE', vatNumber })
        .onConflictDoNothing();
    },

    /** The flat delivery fee of each of these suppliers; accounts without a supplier side are absent. */
    async findDeliveryFees(
      supplierIds: readonly string[],
    ): Promise<{ userId: string; deliveryFee: number }[]> {
      if (supplierIds.length === 0) return [];
      return db
        .select({ userId: suppliers.userId, deliveryFee: suppliers.deliveryFee })
        .from(suppliers)
        .where(inArray(suppliers.userId, [...supplierIds]));
    },

    /** Decision 018: each supplier's VAT registration number (null: not VAT-registered). */
    async findVatNumbers(
      supplierIds: readonly string[],
    ): Promise<{ userId: string; vatNumber: string | null }[]> {
      if (supplierIds.length === 0) return [];
      return db
        .select({ userId: suppliers.userId, vatNumber: suppliers.vatNumber })
        .from(suppliers)
        .where(inArray(suppliers.userId, [...supplierIds]));
    },

    async updateSupplier(
      userId: string,
      fields: Partial<StoreSettings & { bannerKey: string | null }>,
    ): Promise<void> {
      await db
        .update(suppliers)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(suppliers.userId, userId));
    },

    async findBusinessCategoryIds(userId: string): Promise<string[]> {
      const rows = await db
        .select({ categoryId: userBusinessCategories.categoryId })
        .from(userBusinessCategories)
        .where(eq(userBusinessCategories.userId, userId));
      return rows.map((row) => row.categoryId);
    },

    async replaceBusinessCategories(userId: string, categoryIds: readonly string[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(userBusinessCategories)
          .where(
            and(
              eq(userBusinessCategories.userId, userId),
              sql`${userBusinessCategories.categoryId} NOT IN ${categoryIds}`,
            ),
          );
        await tx
          .insert(userBusinessCategories)
          .values(categoryIds.map((categoryId) => ({ userId, categoryId })))
          .onConflictDoNothing();
      });
    },

    /** The member's own switches; the defaults (all on) for a member who never changed them. */
    async findNotificationSettings(
      memberId: string,
      executor: DbExecutor = db,
    ): Promise<NotificationSettings> {
      const [row] = await executor
        .select()
        .from(notificationSettings)
        .where(eq(notificationSettings.memberId, memberId));
      if (!row) return { ...defaultNotificationSettings };
      const { memberId: _, ...settings } = row;
      return settings;
    },

    /** Each member's switches (the defaults where never changed), in one statement. */
    async findManyNotificationSettings(
      memberIds: readonly string[],
      executor: DbExecutor = db,
    ): Promise<Map<string, NotificationSettings>> {
      const rows =
        memberIds.length === 0
          ? []
          : await executor
              .select()
              .from(notificationSettings)
              .where(inArray(notificationSettings.memberId, [...memberIds]));
      const found = new Map(rows.map(({ memberId, ...settings }) => [memberId, settings]));
      return new Map(memberIds.map((id) => [id, found.get(id) ?? { ...defaultNotificationSettings }]));
    },

    async updateNotificationSettings(
      memberId: string,
      settings: Partial<NotificationSettings>,
    ): Promise<void> {
      if (Object.keys(settings).length === 0) return;
      await db
        .insert(notificationSettings)
        .values({ memberId, ...settings })
        .onConflictDoUpdate({ target: notificationSettings.memberId, set: settings });
    },

    /**
     * What a tax invoice prints of these businesses: name, registration number, city, national address
     * (null until entered) and VAT number (null for an account without a supplier side or without a number), in the caller's transaction when given.
     */
    async findInvoiceParties(ids: readonly string[], executor: DbExecutor = db): Promise<InvoicePartyRow[]> {
      if (ids.length === 0) return [];
      return executor
        .select({
          userId: users.id,
          businessName: users.businessName,
          registrationNumber: users.registrationNumber,
          vatNumber: suppliers.vatNumber,
          city: users.city,
          nationalAddress: users.nationalAddress,
        })
        .from(users)
        .leftJoin(suppliers, eq(suppliers.userId, users.id))
        .where(inArray(users.id, [...ids]));
    },

    /** Names, picture, city, verification and whether a supplier side exists, of these accounts. */
    async findProfilesByIds(
      ids: readonly string[],
      executor: DbExecutor = db,
    ): Promise<BusinessProfileRow[]> {
      if (ids.length === 0) return [];
      return executor
        .select(profileColumns)
        .from(users)
        .leftJoin(suppliers, eq(suppliers.userId, users.id))
        .where(inArray(users.id, [...ids]));
    },

    /**
     * Verified accounts other than `excludeUserId` whose business and person names, normalized as search
     * text, contain every one of `words` (already normalized); business names starting with the first
     * word come first.
     */
    async searchVerifiedByName(search: {
      words: readonly string[];
      excludeUserId: string;
      limit: number;
    }): Promise<BusinessProfileRow[]> {
      const names = normalizedSql(sql`${users.businessName} || ' ' || ${users.name}`);
      return db
        .select(profileColumns)
        .from(users)
        .leftJoin(suppliers, eq(suppliers.userId, users.id))
        .where(
          and(
            eq(users.isEmailVerified, true),
            ne(users.id, search.excludeUserId),
            // Normalized words hold only letters and digits, so they are never LIKE wildcards.
            ...search.words.map((word) => sql`${names} LIKE ${`%${word}%`}`),
          ),
        )
        .orderBy(
          desc(sql`${normalizedSql(users.businessName)} LIKE ${`${search.words[0] ?? ''}%`}`),
          asc(users.businessName),
          asc(users.id),
        )
        .limit(search.limit);
    },
    /** Marketplace health (decision 034): accounts created in [from, until) by Riyadh day and city as written. */
    async countCreatedByDayAndCity(range: { from: Date; until: Date }) {
      const day = riyadhDaySql(users.createdAt);
      return db
        .select({ day, city: users.city, count: sql<number>`count(*)::int` })
        .from(users)
        .where(and(gte(users.createdAt, range.from), lt(users.createdAt, range.until)))
        .groupBy(day, users.city);
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
