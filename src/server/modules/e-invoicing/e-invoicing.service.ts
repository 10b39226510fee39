import { randomUUID } from 'node:crypto';
import type {
  EInvoice,
  EInvoicingUnit,
  EInvoiceTransaction,
  EInvoiceType,
  FatooraMessage,
} from '../../../contract/e-invoicing/e-invoicing.schemas.js';
import type { CreditReason, Invoice } from '../../../contract/invoices/invoices.schemas.js';
import type { DbExecutor } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { DomainEventPublisher } from '../../platform/events/domain-event-outbox.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import type { RateLimiter, RateRule } from '../../platform/rate-limit/rate-limiter.js';
import type { Clock } from '../../platform/time/clock.js';
import { riyadhDayOf } from '../../platform/time/riyadh-time.js';
import type {
  FatooraCredentials,
  FatooraProvider,
  FatooraSubmissionAnswer,
} from '../../providers/fatoora/fatoora-provider.js';
import type { InvoicesService } from '../invoices/invoices.service.js';
import type { UsersService } from '../users/users.service.js';
import type { EInvoiceInput, EInvoiceParty } from './document/e-invoice-input.js';
import type { EInvoiceRow, EInvoicingRepository, UnitRow } from './e-invoicing.repository.js';
import {
  buildCsr,
  buildInvoiceXml,
  firstPreviousHash,
  generateUnitKeys,
  readCertificate,
  sampleEInvoiceInput,
  stampInvoice,
} from './document/index.js';
import { openSecret, sealSecret } from '../../platform/crypto/sealed-secrets.js';

/** The OTP Tawrid's built-in sandbox Fatoora accepts (the demo, the tests, the browser journey). */
export const sandboxOtp = '123456';

/** The job that signs and submits a unit's documents (e-invoicing.jobs.ts). */
export const unitQueue = 'e-invoicing-unit';

/** Decision 030: an OTP is typed by a person; a few tries an hour per store, ZATCA's OTPs last an hour. */
const onboardingRule: RateRule = { name: 'e-invoicing-onboarding:seller', limit: 5, windowSeconds: 60 * 60 };

/** What a document becomes: the submission is clearance for STANDARD, reporting for SIMPLIFIED. */
const submittedStatus = { STANDARD: 'CLEARED', SIMPLIFIED: 'REPORTED' } as const;

/** ZATCA's InvoiceTypeCode subtypes a unit issues: standard and simplified (`1100`). */
const unitInvoiceTypes = '1100';

/** The six documents ZATCA's compliance checks want for `1100`: both transactions, three types each. */
const complianceSamples: ReadonlyArray<{ type: EInvoiceType; transaction: EInvoiceTransaction }> = [
  { type: 'INVOICE', transaction: 'STANDARD' },
  { type: 'CREDIT_NOTE', transaction: 'STANDARD' },
  { type: 'DEBIT_NOTE', transaction: 'STANDARD' },
  { type: 'INVOICE', transaction: 'SIMPLIFIED' },
  { type: 'CREDIT_NOTE', transaction: 'SIMPLIFIED' },
  { type: 'DEBIT_NOTE', transaction: 'SIMPLIFIED' },
];

/** The seller as e-invoicing reads it: its VAT number decides whether anything applies. */
export interface EInvoicingSeller {
  userId: string;
  businessName: string;
  registrationNumber: string | null;
  vatNumber: string | null;
  city: string;
  nationalAddress?: NationalAddress | null;
}

/** A ZATCA error raised by the onboarding: stored on the unit and answered with the status' code. */
export class OnboardingRefused extends Error {
  constructor(readonly messages: FatooraMessage[]) {
    super(messages.map((message) => `${message.code}: ${message.message}`).join('; '));
  }
}

/** The provider could not be reached: the job fails and pg-boss tries it again later (with backoff). */
export class FatooraUnavailable extends Error {}

/** A CSID's certificate as the signature embeds it: ZATCA sends Base64 of the PEM body, itself Base64. */
const certificateOf = (binarySecurityToken: string) =>
  Buffer.from(binarySecurityToken, 'base64').toString('utf8');

/** A business's national address as its invoice snapshot carries it (issue 24), when it had entered one. */
interface NationalAddress {
  street: string;
  buildingNumber: string;
  district: string;
  city: string;
  postalZone: string;
}

/**
 * The party's national address; a business that has not entered it yet has its city, and the other
 * fields get placeholders in ZATCA's formats (4-digit building number, 5-digit postal code).
 */
function addressOf(party: {
  city: string;
  nationalAddress?: NationalAddress | null;
}): EInvoiceParty['address'] {
  const national = party.nationalAddress;
  return national
    ? {
        street: national.street,
        buildingNumber: national.buildingNumber,
        district: national.district,
        city: national.city,
        postalZone: national.postalZone,
        countryCode: 'SA',
      }
    : {
        street: party.city,
        buildingNumber: '0000',
        district: party.city,
        city: party.city,
        postalZone: '00000',
        countryCode: 'SA',
      };
}

function partyOf(party: Invoice['seller']): EInvoiceParty {
  return {
    name: party.businessName,
    vatNumber: party.vatNumber,
    registrationNumber: party.registrationNumber,
    address: addressOf(party),
  };
}

/** KSA-10 (BR-KSA-17): why a credit note was issued, in words ZATCA reads. */
const creditReasonTexts: Record<CreditReason, string> = {
  ORDER_CANCELLED: 'Order cancelled by the supplier',
  INVOICE_REJECTED: 'Invoice rejected by the buyer',
  GROUP_PURCHASE_CANCELLED: 'Group purchase cancelled',
  REFUND: 'Refund',
};

/** The invoice (or credit note) as a UBL document with its place in the unit's chain. */
export function documentOf(
  invoice: Invoice,
  eInvoice: Pick<EInvoiceRow, 'type' | 'transaction' | 'uuid'>,
  chain: { counter: number; previousHash: string },
): EInvoiceInput {
  const issuedAt = new Date(invoice.issuedAt);
  return {
    type: eInvoice.type,
    transaction: eInvoice.transaction,
    uuid: eInvoice.uuid,
    number: invoice.number,
    issuedAt,
    deliveryDate: invoice.deliveryDate ?? riyadhDayOf(issuedAt),
    counter: chain.counter,
    previousHash: chain.previousHash,
    seller: partyOf(invoice.seller),
    buyer: partyOf(invoice.buyer),
    lines: invoice.lines.map((line, index) => ({
      id: index + 1,
      name: line.description,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      net: line.net,
      vat: line.vat,
      vatCategory: 'S',
      vatPercent: 15,
    })),
    subtotal: invoice.subtotal,
    vat: invoice.vat,
    total: invoice.total,
    billingReference:
      eInvoice.type === 'INVOICE'
        ? undefined
        : {
            invoiceNumber: invoice.originalInvoice?.number ?? '',
            reason:
              invoice.creditNote?.trim() ||
              (invoice.creditReason ? creditReasonTexts[invoice.creditReason] : undefined) ||
              'Credit',
          },
    // Order and plan invoices are paid by card at checkout; supplier invoices are on credit until paid.
    paymentMeansCode: invoice.kind === 'ORDER' || invoice.kind === 'SUBSCRIPTION' ? '48' : '30',
  };
}

function toEInvoice(row: EInvoiceRow): EInvoice {
  return {
    id: row.id,
    invoiceId: row.invoiceId,
    invoiceNumber: row.invoiceNumber,
    type: row.type,
    transaction: row.transaction,
    status: row.status,
    counter: row.counter,
    hash: row.hash,
    qrCode: row.qrCode,
    messages: row.messages as FatooraMessage[],
    submittedAt: row.submittedAt?.toISOString() ?? null,
    downloadable: fileOf(row) !== undefined,
  };
}

/** The XML both parties download: ZATCA's cleared one for standard documents, else the signed one. */
function fileOf(row: EInvoiceRow): string | undefined {
  if (row.transaction === 'STANDARD')
    return row.status === 'CLEARED' ? (row.clearedXml ?? undefined) : undefined;
  return row.status === 'REPORTED' || row.status === 'QUEUED' ? (row.signedXml ?? undefined) : undefined;
}

export function createEInvoicingService({
  repository,
  invoices,
  users,
  provider,
  jobs,
  events,
  rateLimiter,
  key,
  clock,
  log,
  platformSellerId,
}: {
  repository: EInvoicingRepository;
  /** The invoice a document is made of, and the ownership checks of the routes (another's is NOT_FOUND). */
  invoices: Pick<InvoicesService, 'findForEInvoice' | 'getBuyerInvoice' | 'getSupplierInvoice'>;
  users: Pick<UsersService, 'findInvoiceParties'>;
  provider: FatooraProvider;
  /** The unit's job, queued in the transaction that makes work for it. */
  jobs: Pick<Jobs, 'enqueueIn'>;
  events: DomainEventPublisher;
  rateLimiter: Pick<RateLimiter, 'enforce'>;
  /** E_INVOICING_KEY: seals the private keys and API secrets at rest (decision 030). */
  key: Buffer;
  clock: Clock;
  log: { warn(details: object, message: string): void; info(details: object, message: string): void };
  /**
   * The platform's account, seller of the Premium invoices: with the sandbox its unit is onboarded
   * without an OTP from anyone (at start-up, or when its first invoice is issued).
   */
  platformSellerId?: string;
}) {
  const queueUnit = (tx: DbExecutor, unitId: string) =>
    jobs.enqueueIn(tx, unitQueue, { unitId }, { singletonKey: unitId });

  async function sellerOf(sellerId: string): Promise<EInvoicingSeller | undefined> {
    const [party] = await users.findInvoiceParties([sellerId]);
    return party;
  }

  function productionCredentials(unit: UnitRow): FatooraCredentials {
    return {
      binarySecurityToken: unit.productionCsid!,
      secret: openSecret(unit.sealedProductionSecret!, key),
      requestId: unit.productionRequestId ?? '',
    };
  }

  /**
   * Signs the unit's oldest unsigned document, in one transaction under the unit's lock: ICV + 1, the
   * last hash as PIH, build, stamp, store. Answers false when nothing is left to sign (or the unit is
   * not ACTIVE yet: its documents wait).
   */
  async function signNext(unitId: string): Promise<boolean> {
    return repository.transaction(async (tx) => {
      const unit = await repository.lockUnit(tx, unitId);
      if (!unit || unit.status !== 'ACTIVE' || !unit.sealedPrivateKey || !unit.productionCsid) return false;
      const next = await repository.findNextUnsigned(tx, unitId);
      if (!next) return false;
      const invoice = await invoices.findForEInvoice(tx, next.invoiceId);
      if (!invoice) throw new Error(`the invoice of e-invoice ${next.id} is missing`);
      const chain = { counter: unit.lastCounter + 1, previousHash: unit.lastHash };
      const stamped = stampInvoice(
        buildInvoiceXml(documentOf(invoice, next, chain)),
        {
          privateKeyPem: openSecret(unit.sealedPrivateKey, key),
          certificate: certificateOf(unit.productionCsid),
        },
        clock.now(),
      );
      await repository.saveSigned(tx, next.id, {
        ...chain,
        hash: stamped.hash,
        signedXml: stamped.xml,
        qrCode: stamped.qrCode,
      });
      await repository.updateUnit(tx, unitId, { lastCounter: chain.counter, lastHash: stamped.hash });
      return true;
    });
  }

  /** One signed document to ZATCA; its answer stored once. UNAVAILABLE throws (the job's retry). */
  async function submit(unit: UnitRow, document: EInvoiceRow): Promise<void> {
    const submission = {
      invoiceHash: document.hash!,
      uuid: document.uuid,
      invoice: Buffer.from(document.signedXml!, 'utf8').toString('base64'),
    };
    const credentials = productionCredentials(unit);
    await repository.countAttempt(document.id);
    const answer: FatooraSubmissionAnswer =
      document.transaction === 'STANDARD'
        ? await provider.clear(credentials, submission)
        : await provider.report(credentials, submission);
    if (answer.outcome === 'UNAVAILABLE') {
      throw new FatooraUnavailable(`Fatoora unavailable for ${document.invoiceNumber}: ${answer.reason}`);
    }
    const submittedAt = clock.now();
    await repository.transaction(async (tx) => {
      if (answer.outcome === 'REJECTED') {
        const saved = await repository.saveOutcome(tx, document.id, {
          status: 'REJECTED',
          messages: answer.messages,
          submittedAt,
        });
        if (!saved) return;
        await events.publish(tx, 'EInvoiceRejected', {
          eInvoiceId: document.id,
          invoiceId: document.invoiceId,
          invoiceNumber: document.invoiceNumber,
          sellerId: unit.sellerId,
          codes: answer.messages.filter((message) => message.type === 'ERROR').map((message) => message.code),
        });
        return;
      }
      await repository.saveOutcome(tx, document.id, {
        status: submittedStatus[document.transaction],
        messages: answer.messages,
        submittedAt,
        ...(answer.outcome === 'CLEARED'
          ? { clearedXml: Buffer.from(answer.clearedInvoice, 'base64').toString('utf8') }
          : {}),
      });
    });
  }

  /** Issue 24: a sample document of each kind ZATCA's compliance checks want, signed with the compliance CSID. */
  function complianceSubmissions(seller: EInvoicingSeller, privateKeyPem: string, certificate: string) {
    const now = clock.now();
    let previousHash = firstPreviousHash;
    const party: EInvoiceParty = {
      name: seller.businessName,
      vatNumber: seller.vatNumber,
      registrationNumber: seller.registrationNumber,
      address: addressOf(seller),
    };
    return complianceSamples.map((sample, index) => {
      // The document library's sample (buyer, lines, the note's reference), sold by this seller in its chain.
      const input = sampleEInvoiceInput(sample.type, sample.transaction, {
        uuid: randomUUID(),
        number: `SME-${String(index + 1).padStart(5, '0')}`,
        issuedAt: now,
        deliveryDate: riyadhDayOf(now),
        counter: index + 1,
        previousHash,
        seller: party,
      });
      const stamped = stampInvoice(buildInvoiceXml(input), { privateKeyPem, certificate }, now);
      previousHash = stamped.hash;
      return {
        invoiceHash: stamped.hash,
        uuid: input.uuid,
        invoice: Buffer.from(stamped.xml, 'utf8').toString('base64'),
      };
    });
  }

  /** A CSID answer that is not ISSUED ends the onboarding: REJECTED is the OTP's fault, the rest ZATCA's. */
  function issuedOrThrow(answer: Awaited<ReturnType<FatooraProvider['requestComplianceCsid']>>) {
    if (answer.outcome === 'ISSUED') return answer.credentials;
    if (answer.outcome === 'REJECTED') throw new OnboardingRefused(answer.messages);
    throw new FatooraUnavailable(answer.reason);
  }

  /**
   * Keys, CSR, compliance CSID with the OTP, the six compliance checks, production CSID (or, for an
   * ACTIVE unit, a renewal of the production CSID with a new CSR and OTP). Stored only when all passed.
   */
  async function onboardUnit(seller: EInvoicingSeller, unit: UnitRow, otp: string) {
    const { privateKeyPem } = generateUnitKeys();
    const csr = buildCsr(
      privateKeyPem,
      {
        commonName: `TWD-${unit.id.slice(0, 8)}`,
        serialNumber: `1-Tawrid|2-1.0|3-${unit.id}`,
        vatNumber: seller.vatNumber!,
        branchName: seller.businessName,
        organizationName: seller.businessName,
        invoiceTypes: unitInvoiceTypes,
        location: seller.city,
        industry: 'Wholesale',
      },
      provider.environment,
    );
    let compliance: FatooraCredentials | undefined;
    let production: FatooraCredentials;
    if (unit.status === 'ACTIVE' && unit.productionCsid) {
      production = issuedOrThrow(await provider.renewProductionCsid(productionCredentials(unit), csr, otp));
    } else {
      compliance = issuedOrThrow(await provider.requestComplianceCsid(csr, otp));
      for (const submission of complianceSubmissions(
        seller,
        privateKeyPem,
        certificateOf(compliance.binarySecurityToken),
      )) {
        const answer = await provider.checkCompliance(compliance, submission);
        if (answer.outcome === 'UNAVAILABLE') throw new FatooraUnavailable(answer.reason);
        if (answer.outcome === 'REJECTED') throw new OnboardingRefused(answer.messages);
      }
      production = issuedOrThrow(await provider.requestProductionCsid(compliance));
    }
    const certificate = readCertificate(certificateOf(production.binarySecurityToken));
    const now = clock.now();
    return repository.transaction(async (tx) => {
      const locked = await repository.lockUnit(tx, unit.id);
      await repository.updateUnit(tx, unit.id, {
        environment: provider.environment,
        status: 'ACTIVE',
        sealedPrivateKey: sealSecret(privateKeyPem, key),
        csr,
        ...(compliance
          ? {
              complianceCsid: compliance.binarySecurityToken,
              sealedComplianceSecret: sealSecret(compliance.secret, key),
              complianceRequestId: compliance.requestId,
            }
          : {}),
        productionCsid: production.binarySecurityToken,
        sealedProductionSecret: sealSecret(production.secret, key),
        productionRequestId: production.requestId,
        certificateExpiresAt: certificate.notAfter,
        onboardedAt: locked?.onboardedAt ?? now,
        lastError: [],
      });
      // Decision 030: what waited for the certificate is signed now, in issue order, by the unit's job.
      await repository.queueAwaiting(tx, unit.id);
      await queueUnit(tx, unit.id);
    });
  }

  /** The demo: onboards this seller's unit with the sandbox's OTP when it is not ACTIVE yet. */
  async function onboardWithSandbox(sellerId: string): Promise<void> {
    if (provider.environment !== 'sandbox') return;
    const unit = await repository.findUnitBySeller(sellerId);
    if (unit?.status === 'ACTIVE') return;
    const seller = await sellerOf(sellerId);
    if (!seller?.vatNumber) return;
    const created =
      unit ??
      (await repository.transaction((tx) =>
        repository.findOrInsertUnit(tx, {
          sellerId,
          environment: provider.environment,
          lastHash: firstPreviousHash,
        }),
      ));
    await onboardUnit(seller, created, sandboxOtp);
  }

  async function unitView(
    seller: EInvoicingSeller | undefined,
    unit: UnitRow | undefined,
  ): Promise<EInvoicingUnit> {
    const recent = unit ? await repository.findRecent(unit.id, 10) : [];
    return {
      status: !seller?.vatNumber ? 'NOT_APPLICABLE' : (unit?.status ?? 'NOT_ONBOARDED'),
      environment: (unit?.environment ?? provider.environment) as EInvoicingUnit['environment'],
      certificateExpiresAt: unit?.certificateExpiresAt?.toISOString() ?? null,
      onboardedAt: unit?.onboardedAt?.toISOString() ?? null,
      lastError: (unit?.lastError as FatooraMessage[] | undefined) ?? [],
      recentDocuments: recent.map(toEInvoice),
    };
  }

  /** The e-invoice of an invoice the party may read; another business's invoice is NOT_FOUND. */
  async function eInvoiceOf(party: { buyerId: string } | { supplierId: string }, invoiceId: string) {
    const invoice =
      'buyerId' in party
        ? await invoices.getBuyerInvoice(party.buyerId, invoiceId)
        : await invoices.getSupplierInvoice(party.supplierId, invoiceId);
    const row = await repository.findByInvoiceId(invoiceId);
    if (!row) throw new AppError('NOT_FOUND');
    return { invoice, row };
  }

  return {
    /**
     * On InvoiceIssued, in the delivering transaction: a tax invoice of a VAT-registered seller gets its
     * e-invoice, unsigned, and (when the unit is ACTIVE) the unit's job is queued in the same
     * transaction. A plain invoice, or a seller without a VAT number, gets nothing. Delivered again, the
     * invoice's unique e-invoice makes it a no-op.
     */
    async recordForInvoice(tx: DbExecutor, invoiceId: string): Promise<void> {
      const invoice = await invoices.findForEInvoice(tx, invoiceId);
      if (!invoice || !invoice.isTaxInvoice || !invoice.seller.vatNumber) return;
      const unit = await repository.findOrInsertUnit(tx, {
        sellerId: invoice.seller.userId,
        environment: provider.environment,
        lastHash: firstPreviousHash,
      });
      const row = await repository.insertEInvoice(tx, {
        invoiceId,
        unitId: unit.id,
        invoiceNumber: invoice.number,
        issuedAt: new Date(invoice.issuedAt),
        type: invoice.documentType,
        transaction: invoice.buyer.vatNumber ? 'STANDARD' : 'SIMPLIFIED',
        status: unit.status === 'ACTIVE' ? 'QUEUED' : 'AWAITING_ONBOARDING',
        uuid: invoice.uuid,
      });
      // The platform's own unit is onboarded by its job (with the sandbox), never in the plan payment.
      if (row && (unit.status === 'ACTIVE' || unit.sellerId === platformSellerId)) {
        await queueUnit(tx, unit.id);
      }
    },

    /**
     * The unit's job: signs every unsigned document in issue order, then submits the signed ones in
     * chain order. Throws when ZATCA is unreachable: pg-boss retries the job with backoff, and the
     * retry submits the same signed document (same UUID and hash) again.
     */
    async processUnit(unitId: string): Promise<void> {
      const current = await repository.findUnitById(unitId);
      if (current && current.status !== 'ACTIVE' && current.sellerId === platformSellerId) {
        // Onboarding queues the waiting documents again, as a job of their own.
        await onboardWithSandbox(current.sellerId);
        return;
      }
      while (await signNext(unitId)) {
        // one document per transaction: the unit's lock is held only while one is signed
      }
      const queued = await repository.findSignedQueued(unitId);
      if (queued.length === 0) return;
      const unit = await repository.findUnitById(unitId);
      if (!unit) return;
      for (const document of queued) await submit(unit, document);
    },

    signNext,

    /** Supplier settings → e-invoicing: the unit's status, certificate and newest documents. */
    async getUnit(sellerId: string): Promise<EInvoicingUnit> {
      const [seller, unit] = await Promise.all([sellerOf(sellerId), repository.findUnitBySeller(sellerId)]);
      return unitView(seller, unit);
    },

    /**
     * `POST …/e-invoicing/onboarding`: onboards (or renews) the seller's unit with the portal's OTP. A
     * refusal is stored as `lastError` (FAILED unless the unit was ACTIVE, which keeps signing with its
     * current certificate) and answered 422; an unreachable ZATCA 502.
     */
    async onboard(sellerId: string, otp: string): Promise<EInvoicingUnit> {
      const seller = await sellerOf(sellerId);
      if (!seller?.vatNumber) throw new AppError('E_INVOICING_NOT_APPLICABLE');
      await rateLimiter.enforce(onboardingRule, [sellerId]);
      const unit = await repository.transaction((tx) =>
        repository.findOrInsertUnit(tx, {
          sellerId,
          environment: provider.environment,
          lastHash: firstPreviousHash,
        }),
      );
      try {
        await onboardUnit(seller, unit, otp);
      } catch (error) {
        const messages =
          error instanceof OnboardingRefused
            ? error.messages
            : error instanceof FatooraUnavailable
              ? [{ type: 'ERROR' as const, code: 'UNAVAILABLE', category: 'NETWORK', message: error.message }]
              : undefined;
        if (!messages) throw error;
        await repository.recordFailedOnboarding(
          unit.id,
          messages,
          unit.status === 'ACTIVE' ? 'ACTIVE' : 'FAILED',
        );
        log.warn({ sellerId, codes: messages.map((m) => m.code) }, 'e-invoicing: onboarding refused');
        throw new AppError(
          error instanceof OnboardingRefused
            ? 'E_INVOICING_OTP_REJECTED'
            : 'E_INVOICING_PROVIDER_UNAVAILABLE',
          { messages },
        );
      }
      return this.getUnit(sellerId);
    },

    getBuyerEInvoice: async (buyerId: string, invoiceId: string) =>
      toEInvoice((await eInvoiceOf({ buyerId }, invoiceId)).row),
    getSupplierEInvoice: async (supplierId: string, invoiceId: string) =>
      toEInvoice((await eInvoiceOf({ supplierId }, invoiceId)).row),

    /**
     * The XML to download and the invoice it belongs to: E_INVOICE_NOT_READY before it is signed (and,
     * for a standard document, cleared: decision 030, the buyer gets the XML ZATCA cleared).
     */
    async fileOf(party: { buyerId: string } | { supplierId: string }, invoiceId: string) {
      const { invoice, row } = await eInvoiceOf(party, invoiceId);
      const xml = fileOf(row);
      if (xml === undefined) throw new AppError('E_INVOICE_NOT_READY');
      return { invoice, eInvoice: toEInvoice(row), xml };
    },

    onboardWithSandbox,

    /** Start-up: the platform's unit with the sandbox, and the units with documents waiting queued again. */
    async startUp(): Promise<void> {
      if (platformSellerId) await onboardWithSandbox(platformSellerId);
      for (const unitId of await repository.findUnitIdsWithQueued()) {
        await repository.transaction((tx) => queueUnit(tx, unitId));
      }
    },
  };
}

export type EInvoicingService = ReturnType<typeof createEInvoicingService>;
