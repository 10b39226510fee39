import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FatooraMessage } from '../../../contract/e-invoicing/e-invoicing.schemas.js';
import type { Db, DbExecutor } from '../../platform/db/database.js';
import { eInvoices, eInvoicingUnits } from './e-invoicing.tables.js';

export type UnitRow = typeof eInvoicingUnits.$inferSelect;
export type EInvoiceRow = typeof eInvoices.$inferSelect;
export type NewEInvoice = typeof eInvoices.$inferInsert;

export function createEInvoicingRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: DbExecutor) => Promise<T>) => db.transaction(work),

    async findUnitById(unitId: string): Promise<UnitRow | undefined> {
      const [row] = await db.select().from(eInvoicingUnits).where(eq(eInvoicingUnits.id, unitId));
      return row;
    },

    async findUnitBySeller(sellerId: string, executor: DbExecutor = db): Promise<UnitRow | undefined> {
      const [row] = await executor
        .select()
        .from(eInvoicingUnits)
        .where(eq(eInvoicingUnits.sellerId, sellerId));
      return row;
    },

    /** The seller's unit, made NOT_ONBOARDED on first need (a parallel maker's row wins). */
    async findOrInsertUnit(
      executor: DbExecutor,
      unit: { sellerId: string; environment: UnitRow['environment']; lastHash: string },
    ): Promise<UnitRow> {
      await executor.insert(eInvoicingUnits).values(unit).onConflictDoNothing();
      const [row] = await executor
        .select()
        .from(eInvoicingUnits)
        .where(eq(eInvoicingUnits.sellerId, unit.sellerId));
      return row!;
    },

    /** The unit, locked until `tx` ends: the chain (counter, last hash) moves under this lock only. */
    async lockUnit(tx: DbExecutor, unitId: string): Promise<UnitRow | undefined> {
      const [row] = await tx
        .select()
        .from(eInvoicingUnits)
        .where(eq(eInvoicingUnits.id, unitId))
        .for('update');
      return row;
    },

    async updateUnit(
      executor: DbExecutor,
      unitId: string,
      changes: Partial<Omit<UnitRow, 'id' | 'sellerId' | 'createdAt'>>,
    ): Promise<UnitRow | undefined> {
      const [row] = await executor
        .update(eInvoicingUnits)
        .set(changes)
        .where(eq(eInvoicingUnits.id, unitId))
        .returning();
      return row;
    },

    async recordFailedOnboarding(
      unitId: string,
      lastError: FatooraMessage[],
      status: UnitRow['status'],
    ): Promise<void> {
      await db.update(eInvoicingUnits).set({ lastError, status }).where(eq(eInvoicingUnits.id, unitId));
    },

    /** Answers the new row, or undefined when the invoice already has its e-invoice (a repeated event). */
    async insertEInvoice(tx: DbExecutor, eInvoice: NewEInvoice): Promise<EInvoiceRow | undefined> {
      const [row] = await tx.insert(eInvoices).values(eInvoice).onConflictDoNothing().returning();
      return row;
    },

    /** Documents issued before onboarding become QUEUED (to sign) once the unit is ACTIVE. */
    async queueAwaiting(tx: DbExecutor, unitId: string): Promise<number> {
      const rows = await tx
        .update(eInvoices)
        .set({ status: 'QUEUED' })
        .where(and(eq(eInvoices.unitId, unitId), eq(eInvoices.status, 'AWAITING_ONBOARDING')))
        .returning({ id: eInvoices.id });
      return rows.length;
    },

    /** The unit's oldest unsigned document, in issue order (the seller's invoice numbers). */
    async findNextUnsigned(tx: DbExecutor, unitId: string): Promise<EInvoiceRow | undefined> {
      const [row] = await tx
        .select()
        .from(eInvoices)
        .where(and(eq(eInvoices.unitId, unitId), isNull(eInvoices.signedXml)))
        .orderBy(asc(eInvoices.issuedAt), asc(eInvoices.invoiceNumber))
        .limit(1);
      return row;
    },

    /** Signs the document: written once, from unsigned (the trigger refuses any later change). */
    async saveSigned(
      tx: DbExecutor,
      id: string,
      signed: { counter: number; previousHash: string; hash: string; signedXml: string; qrCode: string },
    ): Promise<boolean> {
      const rows = await tx
        .update(eInvoices)
        .set({ ...signed, status: 'QUEUED' })
        .where(and(eq(eInvoices.id, id), isNull(eInvoices.signedXml)))
        .returning({ id: eInvoices.id });
      return rows.length === 1;
    },

    /** Signed documents ZATCA has not answered yet, in chain order. */
    async findSignedQueued(unitId: string): Promise<EInvoiceRow[]> {
      return db
        .select()
        .from(eInvoices)
        .where(
          and(eq(eInvoices.unitId, unitId), eq(eInvoices.status, 'QUEUED'), isNotNull(eInvoices.signedXml)),
        )
        .orderBy(asc(eInvoices.counter));
    },

    async countAttempt(id: string): Promise<void> {
      await db
        .update(eInvoices)
        .set({ attempts: sql`${eInvoices.attempts} + 1` })
        .where(eq(eInvoices.id, id));
    },

    /** ZATCA's answer, once: only a QUEUED document takes it (a repeated job finds it answered). */
    async saveOutcome(
      tx: DbExecutor,
      id: string,
      outcome: Pick<EInvoiceRow, 'status' | 'messages' | 'submittedAt'> & { clearedXml?: string },
    ): Promise<EInvoiceRow | undefined> {
      const [row] = await tx
        .update(eInvoices)
        .set(outcome)
        .where(and(eq(eInvoices.id, id), eq(eInvoices.status, 'QUEUED')))
        .returning();
      return row;
    },

    async findByInvoiceId(invoiceId: string): Promise<EInvoiceRow | undefined> {
      const [row] = await db.select().from(eInvoices).where(eq(eInvoices.invoiceId, invoiceId));
      return row;
    },

    async findRecent(unitId: string, limit: number): Promise<EInvoiceRow[]> {
      return db
        .select()
        .from(eInvoices)
        .where(eq(eInvoices.unitId, unitId))
        .orderBy(desc(eInvoices.issuedAt), desc(eInvoices.invoiceNumber))
        .limit(limit);
    },

    /** Units whose documents wait for the job: a lost wake-up is found again (start-up, tests). */
    async findUnitIdsWithQueued(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ unitId: eInvoices.unitId })
        .from(eInvoices)
        .where(eq(eInvoices.status, 'QUEUED'));
      return rows.map((row) => row.unitId);
    },
  };
}

export type EInvoicingRepository = ReturnType<typeof createEInvoicingRepository>;
