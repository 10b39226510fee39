import { randomBytes, randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type {
  CurrentSupplier,
  CurrentUser,
  NotificationSettings,
  StoreStatus,
  Settings,
  SupplierStatus,
  SettingsChanges,
  UpdateStoreBody,
  UserRole,
} from '../../../contract/users/users.schemas.js';
import type { DbExecutor } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { processUploadedImage } from '../../platform/images/uploaded-image.js';
import { fileUrl, type FileStorage } from '../../platform/storage/file-storage.js';
import type { CategoriesService } from '../categories/categories.service.js';
import type { BusinessProfileRow, NewAccount, UsersRepository } from './users.repository.js';
import type { MemberRow, SupplierRow, UserRow } from './users.tables.js';
import type { MembersRepository } from './members.repository.js';
import { canActAs, type MemberRole } from '../../../contract/team/member-roles.js';
import type { MemberRef } from '../../../contract/team/member-ref.js';
import { violatedConstraint } from '../../platform/db/database-errors.js';
import { afterCommit } from '../../platform/db/after-commit.js';
import type { DomainEventPublisher } from '../../platform/events/domain-event-outbox.js';
import type { Clock } from '../../platform/time/clock.js';
import { searchWords } from '../../platform/text/search-text.js';
import type { RegistryCheck, RegistryProvider } from '../../providers/registry/registry-provider.js';
import type {
  MyVerification,
  RegistryAnswer,
  VerificationState,
} from '../../../contract/supplier-verification/supplier-verification.schemas.js';
import type { OperatorsService } from '../operators/operators.service.js';
import type { OperatorSupplierRow, SupplierQueueFilter } from './users.repository.js';

/** A supplier as operators read it (moderation composes the queue's pages from it). */
export type { OperatorSupplierRow } from './users.repository.js';

/** Read-only views of accounts and suppliers for other modules' statements (docs/architecture.md). */
export { accountsView, membersView, suppliersView } from './users.views.js';

const pictureUrl = (key: string | null) => (key ? fileUrl(key) : null);

/** A supplier's public profile (`getPublicSupplier`); `status` decides whether buyers may see it. */
export interface PublicSupplier {
  userId: string;
  businessName: string;
  city: string;
  pfpUrl: string | null;
  bannerUrl: string | null;
  storeBioAr: string;
  storeBioEn: string;
  isStoreClosed: boolean;
  closingMessageAr: string;
  closingMessageEn: string;
  status: SupplierStatus;
  /** Suspended by an operator (issue 25): hidden from buyers like an INACTIVE supplier. */
  isSuspended: boolean;
}

/** A business as another business sees it (chats): names, picture, city, and whether it sells. */
export interface BusinessProfile {
  userId: string;
  businessName: string;
  /** The managing person's name. */
  name: string;
  pfpUrl: string | null;
  city: string;
  isEmailVerified: boolean;
  /** Has a supplier side (switched to supplier at least once). */
  isSupplier: boolean;
}

const toBusinessProfile = ({ pfpKey, ...row }: BusinessProfileRow): BusinessProfile => ({
  ...row,
  pfpUrl: pictureUrl(pfpKey),
});

/** The signed-in person (issue 26): their business, and who they are in it. */
export function toCurrentUser(user: UserRow, member: MemberRow): CurrentUser {
  return {
    id: user.id,
    userId: user.id,
    memberId: member.id,
    memberRoles: member.roles,
    role: member.activeRole,
    isEmailVerified: member.isEmailVerified,
    email: member.email,
    name: member.name,
    businessName: user.businessName,
    pfpUrl: pictureUrl(user.pfpKey),
  };
}

/** The registry's answer as kept: the outcome and, when active, what it read. */
export function registryAnswerOf(check: RegistryCheck): RegistryAnswer {
  return check.outcome === 'ACTIVE'
    ? { outcome: 'ACTIVE', businessName: check.businessName, city: check.city, activity: check.activity }
    : { outcome: check.outcome, businessName: null, city: null, activity: null };
}

/** An operator's action on a supplier: who, on whom, and why (ops-shared: a reason for every action). */
export interface SupplierAction {
  supplierId: string;
  reason: string;
  operatorId: string;
}

/**
 * What buyers see of the store: hidden while INACTIVE (spec §4) or suspended by an operator (issue 25),
 * else closed or open as the supplier chose.
 */
function storeStatusOf(supplier: Pick<SupplierRow, 'status' | 'isStoreClosed' | 'suspendedAt'>): StoreStatus {
  if (supplier.status !== 'ACTIVE' || supplier.suspendedAt) return 'HIDDEN';
  return supplier.isStoreClosed ? 'CLOSED' : 'OPEN';
}

const refOf = (row: OperatorSupplierRow) => ({ userId: row.supplierId, businessName: row.businessName });

function myVerificationOf(supplier: SupplierRow): MyVerification {
  return {
    verification: supplier.verification,
    verificationQuestion: supplier.verificationQuestion,
    isSuspended: supplier.suspendedAt !== null,
    suspensionReason: supplier.suspensionReason,
  };
}

export function createUsersService({
  repository,
  members,
  categories,
  storage,
  onSupplierVisibilityChanged = () => undefined,
  operators,
  events,
  registry,
  clock,
  excludedFromQueue = [],
}: {
  repository: UsersRepository;
  /** Issue 26: the people of businesses. */
  members: MembersRepository;
  categories: CategoriesService;
  storage: FileStorage;
  /** Issue 25: operators' actions on suppliers are audited in their transaction. */
  operators: Pick<OperatorsService, 'recordAction'>;
  events: DomainEventPublisher;
  registry: RegistryProvider;
  clock: Clock;
  /** Accounts never in the operators' queue: the platform's own (the seller of plan invoices). */
  excludedFromQueue?: readonly string[];
  /** Opening or closing a store shows or hides its listings: search answers kept elsewhere must go. */
  onSupplierVisibilityChanged?: () => void;
}) {
  async function findUser(userId: string): Promise<UserRow> {
    const user = await repository.findById(userId);
    if (!user) throw new AppError('NOT_FOUND');
    return user;
  }

  /** The supplier for an operator's action, its row locked until the transaction ends. */
  async function lockOperatorSupplier(tx: DbExecutor, supplierId: string): Promise<OperatorSupplierRow> {
    const row = await repository.findOperatorSupplier(supplierId, tx);
    if (!row || excludedFromQueue.includes(supplierId)) throw new AppError('NOT_FOUND');
    return row;
  }

  /** Search answers kept elsewhere go once the change is committed (now when `tx` is no transaction). */
  function afterCommitOf(tx: DbExecutor, forget: () => void) {
    if (!afterCommit(tx, async () => forget())) forget();
  }

  async function getMyVerificationAfterChange(supplierId: string): Promise<MyVerification> {
    return myVerificationOf((await repository.findSupplier(supplierId))!);
  }

  async function assertMainCategories(ids: readonly string[]) {
    const known = await categories.findMainCategoryIds(ids);
    if (known.length !== new Set(ids).size) throw new AppError('CATEGORY_NOT_FOUND');
  }

  /** Stores a re-encoded image under a fresh key, then drops the one it replaces. */
  async function replaceImage(
    folder: string,
    previousKey: string | null,
    upload: Buffer | null,
    maxDimension: number,
  ) {
    let key: string | null = null;
    if (upload) {
      const image = await processUploadedImage(upload, { maxDimension });
      key = `${folder}/${randomUUID()}.webp`;
      await storage.put(key, image.data, image.contentType);
    }
    if (previousKey) await storage.delete(previousKey);
    return key;
  }

  return {
    /** Marketplace health (decision 034): businesses that joined in [from, until), by Riyadh day and city. */
    newBusinessesDailyTotals: (range: { from: Date; until: Date }) =>
      repository.countCreatedByDayAndCity(range),
    /** Creates the account (unverified buyer); unique fields already taken are refused by name. */
    async createAccount(account: NewAccount): Promise<UserRow> {
      const taken = await repository.findTakenFields(account);
      if (taken.nationalId) throw new AppError('NATIONAL_ID_TAKEN');
      if (taken.registrationNumber) throw new AppError('REGISTRATION_NUMBER_TAKEN');
      if (taken.email) throw new AppError('EMAIL_TAKEN');
      await assertMainCategories(account.businessCategoryIds);
      try {
        return await repository.insertAccount(account);
      } catch (error) {
        // Two signups racing for the same business: the unique indexes decide.
        const constraint = violatedConstraint(error);
        if (constraint === 'users_national_id_unique') throw new AppError('NATIONAL_ID_TAKEN');
        if (constraint === 'users_registration_number_unique')
          throw new AppError('REGISTRATION_NUMBER_TAKEN');
        if (constraint === 'users_email_lower_unique' || constraint === 'members_email_lower_unique') {
          throw new AppError('EMAIL_TAKEN');
        }
        throw error;
      }
    },

    /** The business whose contact email this is (its founding owner's at signup). */
    findByEmail: (email: string) => repository.findByEmail(email),
    findByRegistrationNumber: (number: string) => repository.findByRegistrationNumber(number),
    findById: (userId: string) => repository.findById(userId),

    /** Issue 26: the person who signs in with this email, of any business and in any status. */
    findMemberByEmail: (email: string) => members.findByEmail(email),
    /** The owner who signs in with the business's registration number (the founding one first). */
    findOwnerByRegistrationNumber: (number: string) => members.findOwnerByRegistrationNumber(number),
    findMember: (memberId: string) => members.findById(memberId),
    /**
     * Issue 26: the most one checkout of this person may pay without an approval, in halalas (VAT and
     * delivery included); null when the owner set no limit (and for a person no longer found).
     */
    async findOrderLimit(memberId: string): Promise<number | null> {
      return (await members.findById(memberId))?.orderLimit ?? null;
    },

    /** The business's contact (its founding owner's name and email): the card provider's customer. */
    async getBusinessContact(businessId: string): Promise<{ name: string; email: string }> {
      const user = await findUser(businessId);
      return { name: user.name, email: user.email };
    },

    async getCurrentUser(caller: { id: string; memberId: string }): Promise<CurrentUser> {
      const [user, member] = await Promise.all([findUser(caller.id), members.findById(caller.memberId)]);
      if (!member) throw new AppError('NOT_FOUND');
      return toCurrentUser(user, member);
    },

    setPasswordHash: (memberId: string, passwordHash: string) => members.update(memberId, { passwordHash }),
    /** A person's email verified; the founding owner's is also the business's contact email. */
    async markEmailVerified(memberId: string): Promise<void> {
      await members.update(memberId, { isEmailVerified: true });
      await repository.update(memberId, { isEmailVerified: true });
    },
    /** The language a person last used; the founding owner's is also the business's mails' language. */
    async rememberLanguage(memberId: string, language: string): Promise<void> {
      await members.update(memberId, { language });
      await repository.update(memberId, { language });
    },

    /**
     * Buyer ⇄ supplier for one person (issue 26: each member works on their own side). Only an owner
     * creates the business's supplier side, on its first switch (spec §4); a member switches only to a
     * side one of their roles works on.
     */
    async switchRole(memberId: string): Promise<UserRole> {
      const member = await members.findById(memberId);
      if (!member) throw new AppError('NOT_FOUND');
      const newRole: UserRole = member.activeRole === 'BUYER' ? 'SUPPLIER' : 'BUYER';
      if (!canActAs(member.roles, newRole)) throw new AppError('TEAM_ROLE_NOT_ALLOWED');
      if (newRole === 'SUPPLIER') {
        if (member.roles.includes('OWNER')) await repository.ensureSupplier(member.businessId);
        else if (!(await repository.findSupplier(member.businessId))) throw new AppError('ROLE_NOT_ALLOWED');
      }
      await members.setActiveRole(memberId, newRole);
      return newRole;
    },

    /** `GET /api/suppliers/me`: ROLE_NOT_ALLOWED for an account without a supplier side. */
    async getCurrentSupplier(userId: string): Promise<CurrentSupplier> {
      const [user, supplier] = await Promise.all([findUser(userId), repository.findSupplier(userId)]);
      if (!supplier) throw new AppError('ROLE_NOT_ALLOWED');
      return {
        supplierId: user.id,
        businessName: user.businessName,
        supplierStatus: supplier.status,
        storeStatus: storeStatusOf(supplier),
        plan: supplier.plan,
      };
    },

    /**
     * A supplier's plan and status, read in the caller's transaction when given (decision 016);
     * ROLE_NOT_ALLOWED for an account without a supplier side.
     */
    async getPlanState(userId: string, tx?: DbExecutor): Promise<Pick<SupplierRow, 'plan' | 'status'>> {
      const supplier = await repository.findSupplier(userId, tx);
      if (!supplier) throw new AppError('ROLE_NOT_ALLOWED');
      return { plan: supplier.plan, status: supplier.status };
    },

    /**
     * The supplier's plan, its row locked until the caller's transaction ends (`FOR UPDATE`);
     * ROLE_NOT_ALLOWED without a supplier side. Listings counts a supplier's listings against its plan
     * under this lock, so parallel requests of one supplier count one after the other and a plan change
     * (`setPlanState`) waits for them.
     */
    async lockSupplierPlan(tx: DbExecutor, userId: string): Promise<SupplierRow['plan']> {
      const plan = await repository.lockSupplierPlan(tx, userId);
      if (!plan) throw new AppError('ROLE_NOT_ALLOWED');
      return plan;
    },

    /**
     * Sets a supplier's plan and status in the caller's transaction (decision 016). A change of status
     * shows or hides its listings: the search answers kept elsewhere go.
     */
    async setPlanState(
      tx: DbExecutor,
      userId: string,
      state: Partial<Pick<SupplierRow, 'plan' | 'status'>>,
    ): Promise<void> {
      if (!(await repository.updatePlanState(tx, userId, state))) throw new AppError('ROLE_NOT_ALLOWED');
      if (state.status) onSupplierVisibilityChanged();
    },

    /** Creates the platform's own account when it is missing (the seller of plan invoices, decision 016). */
    async ensurePlatformAccount(
      tx: DbExecutor,
      account: Omit<NewAccount, 'businessCategoryIds' | 'language' | 'passwordHash'> & {
        id: string;
        vatNumber: string;
      },
    ): Promise<void> {
      if (await repository.findSupplier(account.id, tx)) return;
      // Nobody signs in as the platform: a password nobody knows.
      const passwordHash = await hash(randomBytes(32).toString('base64url'));
      await repository.insertPlatformAccount(tx, { ...account, passwordHash });
    },

    /** Basic or Premium (spec §6); ROLE_NOT_ALLOWED for an account without a supplier side. */
    async getSupplierPlan(userId: string): Promise<SupplierRow['plan']> {
      const supplier = await repository.findSupplier(userId);
      if (!supplier) throw new AppError('ROLE_NOT_ALLOWED');
      return supplier.plan;
    },

    /**
     * Each supplier's flat delivery fee in halalas, before VAT (supplier settings; decision 011: charged
     * once per order); 0 for an id without a supplier side.
     */
    async getDeliveryFees(supplierIds: readonly string[]): Promise<Map<string, number>> {
      const rows = await repository.findDeliveryFees([...new Set(supplierIds)]);
      const fees = new Map(rows.map((row) => [row.userId, row.deliveryFee]));
      return new Map(supplierIds.map((id) => [id, fees.get(id) ?? 0]));
    },

    /**
     * Decision 018: each supplier's VAT registration number, null when it has none (not VAT-registered,
     * so it charges no VAT); every id asked for is answered.
     */
    async getVatNumbers(supplierIds: readonly string[]): Promise<Map<string, string | null>> {
      const rows = await repository.findVatNumbers([...new Set(supplierIds)]);
      const numbers = new Map(rows.map((row) => [row.userId, row.vatNumber]));
      return new Map(supplierIds.map((id) => [id, numbers.get(id) ?? null]));
    },

    /**
     * A member's master switch and per-type toggles, which decide which notifications reach them live
     * and by mail (issue 26: each person's own). With `executor`, read in the caller's transaction (it
     * holds a pooled connection already).
     */
    getNotificationSettings: (memberId: string, executor?: DbExecutor): Promise<NotificationSettings> =>
      repository.findNotificationSettings(memberId, executor),

    /**
     * Issue 26: who a business's notification concerns: its active members holding one of `roles` (owners
     * always), or the one member it targets; with the email and language their mails go to.
     */
    membersConcerned: (
      businessId: string,
      audience: { roles: readonly MemberRole[] } | { memberId: string },
      executor?: DbExecutor,
    ): Promise<Array<{ memberId: string; name: string; email: string; language: string }>> =>
      members
        .findConcerned(businessId, audience, executor)
        .then((rows) => rows.map(({ id, ...row }) => ({ memberId: id, ...row }))),

    /**
     * Issue 26: the people who did things (placed an order, issued an invoice, sent a message), by id:
     * `{ memberId, name }` for each known id. Only the name leaves this module.
     */
    async memberRefs(
      memberIds: readonly (string | null)[],
      executor?: DbExecutor,
    ): Promise<Map<string, MemberRef>> {
      const ids = memberIds.filter((id): id is string => id !== null);
      const names = await members.findNames(ids, executor);
      return new Map([...names].map(([memberId, name]) => [memberId, { memberId, name }]));
    },

    /** The business's profile and store, and the caller's own notification switches. */
    async getSettings(caller: { id: string; memberId: string }): Promise<Settings> {
      const userId = caller.id;
      const [user, businessCategoryIds, notifications, supplier] = await Promise.all([
        findUser(userId),
        repository.findBusinessCategoryIds(userId),
        repository.findNotificationSettings(caller.memberId),
        repository.findSupplier(userId),
      ]);
      return {
        profile: {
          email: user.email,
          name: user.name,
          businessName: user.businessName,
          registrationNumber: user.registrationNumber,
          city: user.city,
          pfpUrl: pictureUrl(user.pfpKey),
          businessCategoryIds,
          nationalAddress: user.nationalAddress,
        },
        notifications,
        store: supplier
          ? {
              storeBioAr: supplier.storeBioAr,
              storeBioEn: supplier.storeBioEn,
              isStoreClosed: supplier.isStoreClosed,
              closingMessageAr: supplier.closingMessageAr,
              closingMessageEn: supplier.closingMessageEn,
              deliveryFee: supplier.deliveryFee,
              vatNumber: supplier.vatNumber,
              bannerUrl: pictureUrl(supplier.bannerKey),
            }
          : null,
      };
    },

    async updateSettings(caller: { id: string; memberId: string }, changes: SettingsChanges): Promise<void> {
      const userId = caller.id;
      if (changes.businessCategoryIds) {
        await assertMainCategories(changes.businessCategoryIds);
        await repository.replaceBusinessCategories(userId, changes.businessCategoryIds);
      }
      if (changes.notifications) {
        await repository.updateNotificationSettings(caller.memberId, changes.notifications);
      }
      // Invoices copy it when issued: a change applies to the invoices issued after it.
      if (changes.nationalAddress !== undefined) {
        await repository.update(userId, { nationalAddress: changes.nationalAddress });
      }
    },

    async updateStore(userId: string, store: UpdateStoreBody): Promise<void> {
      const supplier = await repository.findSupplier(userId);
      if (!supplier) throw new AppError('ROLE_NOT_ALLOWED');
      await repository.updateSupplier(userId, store);
      // Decision 032: a new VAT number is registration-relevant: the operator looks at the supplier again.
      if (store.vatNumber !== undefined && store.vatNumber !== supplier.vatNumber) {
        await repository.updateVerificationOutsideTransaction(userId, {
          verification: 'PENDING',
          verificationChangedAt: clock.now(),
        });
      }
      onSupplierVisibilityChanged();
    },

    /** A new profile picture, or null to go back to the default. Answers the new URL. */
    async replaceProfilePicture(userId: string, upload: Buffer | null): Promise<string | null> {
      const user = await findUser(userId);
      const key = await replaceImage('avatars', user.pfpKey, upload, 512);
      await repository.update(userId, { pfpKey: key });
      return pictureUrl(key);
    },

    async replaceStoreBanner(userId: string, upload: Buffer | null): Promise<string | null> {
      const supplier = await repository.findSupplier(userId);
      if (!supplier) throw new AppError('ROLE_NOT_ALLOWED');
      const key = await replaceImage('banners', supplier.bannerKey, upload, 2000);
      await repository.updateSupplier(userId, { bannerKey: key });
      return pictureUrl(key);
    },

    async getProfilePictureUrl(userId: string): Promise<string | null> {
      return pictureUrl((await findUser(userId)).pfpKey);
    },

    /**
     * What buyers may know of a supplier's store: never its email, registration number or delivery
     * fee. NOT_FOUND for an unknown id and for an account without a supplier side alike.
     */
    async getPublicSupplier(userId: string): Promise<PublicSupplier> {
      const [user, supplier] = await Promise.all([
        repository.findById(userId),
        repository.findSupplier(userId),
      ]);
      if (!user || !supplier) throw new AppError('NOT_FOUND');
      return {
        userId: user.id,
        businessName: user.businessName,
        city: user.city,
        pfpUrl: pictureUrl(user.pfpKey),
        bannerUrl: pictureUrl(supplier.bannerKey),
        storeBioAr: supplier.storeBioAr,
        storeBioEn: supplier.storeBioEn,
        isStoreClosed: supplier.isStoreClosed,
        closingMessageAr: supplier.closingMessageAr,
        closingMessageEn: supplier.closingMessageEn,
        status: supplier.status,
        isSuspended: supplier.suspendedAt !== null,
      };
    },

    // ---------------------------------------------------------------- issue 25: verification, suspension

    /** The operators' queue of suppliers, one page (offset cursor) and the next page's cursor. */
    async listSupplierQueue(query: {
      state?: VerificationState;
      isSuspended?: boolean;
      q?: string;
      cursor?: string;
      limit: number;
    }): Promise<{ items: OperatorSupplierRow[]; nextCursor: string | null }> {
      const offset = query.cursor ? Number(query.cursor) : 0;
      const filter: SupplierQueueFilter = {
        state: query.state,
        isSuspended: query.isSuspended,
        text: query.q ? { raw: query.q, words: searchWords(query.q) } : undefined,
        offset,
        limit: query.limit,
      };
      const rows = await repository.findSupplierQueue(filter, excludedFromQueue);
      return {
        items: rows.slice(0, query.limit),
        nextCursor: rows.length > query.limit ? String(offset + query.limit) : null,
      };
    },

    /** One supplier for operators; NOT_FOUND for an account without a supplier side. */
    async getOperatorSupplier(supplierId: string): Promise<OperatorSupplierRow> {
      const row = await repository.findOperatorSupplier(supplierId);
      if (!row || excludedFromQueue.includes(supplierId)) throw new AppError('NOT_FOUND');
      return row;
    },

    /** Approves the supplier's verification (decision 032); the supplier is told. */
    async approveSupplier(tx: DbExecutor, action: SupplierAction): Promise<void> {
      const row = await lockOperatorSupplier(tx, action.supplierId);
      if (row.verification === 'APPROVED') throw new AppError('SUPPLIER_ALREADY_APPROVED');
      await repository.updateVerification(tx, action.supplierId, {
        verification: 'APPROVED',
        verificationQuestion: null,
        verificationChangedAt: clock.now(),
      });
      await operators.recordAction(tx, {
        operatorId: action.operatorId,
        action: 'SUPPLIER_APPROVED',
        subjectType: 'SUPPLIER',
        subjectId: action.supplierId,
        reason: action.reason,
        before: { verification: row.verification },
        after: { verification: 'APPROVED' },
      });
      await events.publish(tx, 'SupplierVerificationDecided', {
        supplier: refOf(row),
        decision: 'APPROVED',
        text: action.reason,
      });
    },

    /** Asks the supplier a question: its console shows it until it answers (back to PENDING). */
    async requestSupplierInformation(
      tx: DbExecutor,
      { supplierId, question, operatorId }: { supplierId: string; question: string; operatorId: string },
    ): Promise<void> {
      const row = await lockOperatorSupplier(tx, supplierId);
      await repository.updateVerification(tx, supplierId, {
        verification: 'INFO_REQUESTED',
        verificationQuestion: question,
        verificationChangedAt: clock.now(),
      });
      await operators.recordAction(tx, {
        operatorId,
        action: 'SUPPLIER_INFORMATION_REQUESTED',
        subjectType: 'SUPPLIER',
        subjectId: supplierId,
        reason: question,
        before: { verification: row.verification },
        after: { verification: 'INFO_REQUESTED' },
      });
      await events.publish(tx, 'SupplierVerificationDecided', {
        supplier: refOf(row),
        decision: 'INFO_REQUESTED',
        text: question,
      });
    },

    /**
     * Issue 25: suspends a supplier in the caller's transaction. Its storefront and listings are hidden
     * from buyers by the one visibility rule (`suppliersView.isSuspended`), at the next statement; open
     * orders continue. Audited; `SupplierSuspended` tells the supplier and the buyers of its open orders.
     */
    async suspendSupplier(tx: DbExecutor, action: SupplierAction): Promise<void> {
      const row = await lockOperatorSupplier(tx, action.supplierId);
      if (row.suspendedAt) throw new AppError('SUPPLIER_ALREADY_SUSPENDED');
      const suspendedAt = clock.now();
      await repository.updateVerification(tx, action.supplierId, {
        suspendedAt,
        suspensionReason: action.reason,
      });
      await operators.recordAction(tx, {
        operatorId: action.operatorId,
        action: 'SUPPLIER_SUSPENDED',
        subjectType: 'SUPPLIER',
        subjectId: action.supplierId,
        reason: action.reason,
        before: { isSuspended: false },
        after: { isSuspended: true, suspendedAt: suspendedAt.toISOString() },
      });
      await events.publish(tx, 'SupplierSuspended', { supplier: refOf(row), reason: action.reason });
      afterCommitOf(tx, onSupplierVisibilityChanged);
    },

    /** Lifts a suspension in the caller's transaction: shown to buyers again; audited; the supplier is told. */
    async reinstateSupplier(tx: DbExecutor, action: SupplierAction): Promise<void> {
      const row = await lockOperatorSupplier(tx, action.supplierId);
      if (!row.suspendedAt) throw new AppError('SUPPLIER_NOT_SUSPENDED');
      await repository.updateVerification(tx, action.supplierId, {
        suspendedAt: null,
        suspensionReason: null,
      });
      await operators.recordAction(tx, {
        operatorId: action.operatorId,
        action: 'SUPPLIER_REINSTATED',
        subjectType: 'SUPPLIER',
        subjectId: action.supplierId,
        reason: action.reason,
        before: { isSuspended: true, suspensionReason: row.suspensionReason },
        after: { isSuspended: false },
      });
      await events.publish(tx, 'SupplierReinstated', { supplier: refOf(row), reason: action.reason });
      afterCommitOf(tx, onSupplierVisibilityChanged);
    },

    /** Asks the commercial registry again and keeps its answer with the time; audited. */
    async recheckSupplierRegistry(
      tx: DbExecutor,
      { supplierId, operatorId }: { supplierId: string; operatorId: string },
    ): Promise<void> {
      const row = await lockOperatorSupplier(tx, supplierId);
      const answer = registryAnswerOf(await registry.checkRegistration(row.registrationNumber));
      await repository.updateRegistryAnswer(supplierId, answer, clock.now(), tx);
      await operators.recordAction(tx, {
        operatorId,
        action: 'SUPPLIER_REGISTRY_CHECKED',
        subjectType: 'SUPPLIER',
        subjectId: supplierId,
        before: { registryAnswer: row.registryAnswer },
        after: { registryAnswer: answer },
      });
    },

    /** The supplier's own verification and suspension (its console's banner). */
    async getMyVerification(supplierId: string): Promise<MyVerification> {
      const supplier = await repository.findSupplier(supplierId);
      if (!supplier) throw new AppError('ROLE_NOT_ALLOWED');
      return myVerificationOf(supplier);
    },

    /**
     * The supplier answers the operator's question (decision 032: a reply field rather than guessing from
     * a settings change): back to PENDING, the answer kept beside the question for the operator.
     */
    async answerVerification(supplierId: string, answer: string): Promise<MyVerification> {
      const supplier = await repository.findSupplier(supplierId);
      if (!supplier) throw new AppError('ROLE_NOT_ALLOWED');
      if (supplier.verification !== 'INFO_REQUESTED') throw new AppError('VERIFICATION_NO_QUESTION');
      const question = supplier.verificationQuestion ?? '';
      await repository.updateVerificationOutsideTransaction(supplierId, {
        verification: 'PENDING',
        verificationQuestion: `${question}\n— ${answer}`,
        verificationChangedAt: clock.now(),
      });
      return getMyVerificationAfterChange(supplierId);
    },

    /** Seller and buyer details for tax invoices (invoices module), in the caller's transaction. */
    findInvoiceParties: (userIds: readonly string[], tx?: DbExecutor) =>
      repository.findInvoiceParties([...new Set(userIds)], tx),

    /** Profiles of these accounts, in no particular order; unknown ids are absent. */
    /** With `executor`, read in the caller's transaction (it holds a pooled connection already). */
    async findBusinessProfiles(
      userIds: readonly string[],
      executor?: DbExecutor,
    ): Promise<BusinessProfile[]> {
      return (await repository.findProfilesByIds([...new Set(userIds)], executor)).map(toBusinessProfile);
    },

    /**
     * Verified businesses other than `excludeUserId` whose business or person name contains every word
     * of the (already normalized) search words; at most `limit`.
     */
    async searchBusinesses(search: {
      words: readonly string[];
      excludeUserId: string;
      limit: number;
    }): Promise<BusinessProfile[]> {
      if (search.words.length === 0) return [];
      return (await repository.searchVerifiedByName(search)).map(toBusinessProfile);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
