import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FatooraMessage } from '../../../contract/e-invoicing/e-invoicing.schemas.js';
import type { Db } from '../../platform/db/database.js';
import { decodeInvoice, documentFacts } from './fatoora-document.js';
import type {
  FatooraCredentials,
  FatooraCsidAnswer,
  FatooraProvider,
  FatooraSubmission,
  FatooraSubmissionAnswer,
} from './fatoora-provider.js';
import { sandboxFatooraSubmissions, sandboxFatooraUnits } from './sandbox-fatoora.tables.js';

/**
 * The sandbox's test OTPs (README "Demo accounts and sandbox numbers", docs/operations.md): any six
 * digits give a CSID, except `000000`, which answers "OTP invalid or expired" to try the failure path.
 */
export const sandboxFatooraOtps = { accepted: '123456', rejected: '000000' } as const;

export interface SandboxFatooraOptions {
  /** Where units and answers are kept; without it they live in this process only (unit tests). */
  db?: Db;
  /** The document helper's `validateEInvoice`: every offline rule, the signature, the hash and the QR. */
  validate(xml: string): FatooraMessage[];
  /** The document helper's `issueCertificate` bound to the sandbox CA: a CSR (Base64 PEM) → Base64 DER. */
  issueCertificate(csr: string): string;
  /** The document helper's `invoiceHashOf`: when given, a submission's hash must be the document's. */
  invoiceHashOf?(xml: string): string;
  clock?: { now(): Date };
}

type UnitRow = typeof sandboxFatooraUnits.$inferSelect;
type UnitKind = 'COMPLIANCE' | 'PRODUCTION';
type Endpoint = 'COMPLIANCE' | 'CLEARANCE' | 'REPORTING';

/** What one submission changes on its unit, decided while the unit is locked. */
interface Decision {
  answer: FatooraSubmissionAnswer;
  /** The document's ICV and hash when it was taken into the chain; null leaves the chain as it was. */
  chain: { counter: number; hash: string } | null;
  /** Whether the answer is kept for the same document sent again (refusals of the request itself are not). */
  keep: boolean;
}

interface SubmissionKey {
  unitId: string;
  uuid: string;
  invoiceHash: string;
  endpoint: Endpoint;
}

type PreviousAnswer = { invoiceHash: string; answer: FatooraSubmissionAnswer } | null;

/**
 * Units and answers, in PostgreSQL or in memory. `decide` runs with the unit locked, so two nodes (or two
 * jobs) submitting from one certificate cannot both take the same place in its chain.
 */
interface SandboxStore {
  findUnit(id: string): Promise<UnitRow | undefined>;
  insertUnit(row: Omit<UnitRow, 'createdAt' | 'updatedAt'>, now: Date): Promise<void>;
  submit(
    key: SubmissionKey,
    decide: (unit: UnitRow, previous: PreviousAnswer) => Decision,
    now: Date,
  ): Promise<FatooraSubmissionAnswer>;
}

function unitChanges(unit: UnitRow, endpoint: Endpoint, decision: Decision): Partial<UnitRow> {
  const passed = endpoint === 'COMPLIANCE' && decision.answer.outcome !== 'REJECTED';
  return {
    ...(decision.chain ? { lastCounter: decision.chain.counter, lastHash: decision.chain.hash } : {}),
    ...(passed ? { compliancePassed: unit.compliancePassed + 1 } : {}),
  };
}

function memoryStore(): SandboxStore {
  const units = new Map<string, UnitRow>();
  const answers = new Map<string, NonNullable<PreviousAnswer>>();
  return {
    async findUnit(id) {
      return units.get(id);
    },
    async insertUnit(row, now) {
      units.set(row.id, { ...row, createdAt: now, updatedAt: now });
    },
    async submit(key, decide, now) {
      // Nothing awaits between reading and writing: one submission at a time, as under a row lock.
      const unit = units.get(key.unitId)!;
      const answerKey = `${key.unitId} ${key.uuid}`;
      const decision = decide(unit, answers.get(answerKey) ?? null);
      units.set(key.unitId, { ...unit, ...unitChanges(unit, key.endpoint, decision), updatedAt: now });
      if (decision.keep) answers.set(answerKey, { invoiceHash: key.invoiceHash, answer: decision.answer });
      return decision.answer;
    },
  };
}

function databaseStore(db: Db): SandboxStore {
  return {
    async findUnit(id) {
      const [row] = await db.select().from(sandboxFatooraUnits).where(eq(sandboxFatooraUnits.id, id));
      return row;
    },
    async insertUnit(row, now) {
      await db.insert(sandboxFatooraUnits).values({ ...row, createdAt: now, updatedAt: now });
    },
    async submit(key, decide, now) {
      return db.transaction(async (tx) => {
        const [unit] = await tx
          .select()
          .from(sandboxFatooraUnits)
          .where(eq(sandboxFatooraUnits.id, key.unitId))
          .for('update');
        const [previous] = await tx
          .select()
          .from(sandboxFatooraSubmissions)
          .where(
            and(
              eq(sandboxFatooraSubmissions.unitId, key.unitId),
              eq(sandboxFatooraSubmissions.uuid, key.uuid),
            ),
          );
        const decision = decide(
          unit!,
          previous
            ? { invoiceHash: previous.invoiceHash, answer: previous.answer as FatooraSubmissionAnswer }
            : null,
        );
        const changes = unitChanges(unit!, key.endpoint, decision);
        if (Object.keys(changes).length > 0) {
          await tx
            .update(sandboxFatooraUnits)
            .set({ ...changes, updatedAt: now })
            .where(eq(sandboxFatooraUnits.id, key.unitId));
        }
        if (decision.keep) {
          await tx.insert(sandboxFatooraSubmissions).values({
            unitId: key.unitId,
            uuid: key.uuid,
            invoiceHash: key.invoiceHash,
            answer: decision.answer,
            createdAt: now,
          });
        }
        return decision.answer;
      });
    },
  };
}

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

const error = (code: string, category: string, message: string): FatooraMessage => ({
  type: 'ERROR',
  code,
  category,
  message,
});

const rejected = (...messages: FatooraMessage[]): { outcome: 'REJECTED'; messages: FatooraMessage[] } => ({
  outcome: 'REJECTED',
  messages,
});

const unauthorized = rejected(
  error(
    'Unauthorized',
    'AUTHENTICATION',
    'The CSID was refused: its binarySecurityToken or secret is wrong, or it is not the CSID this call needs.',
  ),
);

function unavailable(error: unknown): { outcome: 'UNAVAILABLE'; reason: string } {
  return { outcome: 'UNAVAILABLE', reason: `sandbox Fatoora failed: ${String(error)}` };
}

/**
 * Tawrid's built-in Fatoora (issue 24; the demo's and the tests' default): it plays ZATCA locally. OTPs of
 * six digits give CSIDs (except `000000`), certificates come from the sandbox CA, and every submission
 * is checked with the document helper's offline validation and against the unit's chain, as ZATCA does:
 * the ICV must increase and the PIH must be the hash of the last document taken into the chain from the
 * same certificate (a renewed certificate continues its predecessor's chain; a certificate's first
 * document may quote any PIH, since the sandbox cannot know what came before it). A document whose own
 * ICV and PIH are right joins the chain even when rejected for its content, as in ZATCA's chain: the
 * next document quotes its hash. Standard documents are only cleared, simplified ones only reported,
 * and a document must be signed with its CSID's certificate.
 * The same document (UUID and hash) sent again answers what it answered the first time.
 */
export function createSandboxFatoora(options: SandboxFatooraOptions): FatooraProvider {
  const store = options.db ? databaseStore(options.db) : memoryStore();
  const now = () => options.clock?.now() ?? new Date();

  /** The unit of a CSID when its token and secret are right and it is of the kind the call needs. */
  async function unitOf(credentials: FatooraCredentials, kind: UnitKind): Promise<UnitRow | null> {
    const unit = await store.findUnit(sha256Hex(credentials.binarySecurityToken));
    if (!unit || unit.kind !== kind || unit.secretHash !== sha256Hex(credentials.secret)) return null;
    return unit;
  }

  function otpRefusal(otp: string): FatooraCsidAnswer | null {
    if (/^\d{6}$/.test(otp) && otp !== sandboxFatooraOtps.rejected) return null;
    return rejected(error('Invalid-OTP', 'OTP', 'OTP invalid or expired'));
  }

  /** A new CSID for a CSR: its certificate from the sandbox CA, a secret and a request id. */
  async function issue(
    csr: string,
    kind: UnitKind,
    chain: Pick<UnitRow, 'lastCounter' | 'lastHash'>,
  ): Promise<FatooraCsidAnswer> {
    let certificate: string;
    try {
      certificate = options.issueCertificate(csr);
    } catch (cause) {
      return rejected(error('Invalid-CSR', 'CSR', `The CSR was refused: ${(cause as Error).message}`));
    }
    // ZATCA's binarySecurityToken is the certificate's Base64 DER, Base64-encoded once more.
    const binarySecurityToken = Buffer.from(certificate, 'utf8').toString('base64');
    const secret = randomBytes(32).toString('base64');
    const requestId = String(randomInt(1_000_000_000, 2_000_000_000));
    await store.insertUnit(
      {
        id: sha256Hex(binarySecurityToken),
        kind,
        requestId,
        secretHash: sha256Hex(secret),
        csr,
        compliancePassed: 0,
        ...chain,
      },
      now(),
    );
    return { outcome: 'ISSUED', credentials: { binarySecurityToken, secret, requestId } };
  }

  /** Everything ZATCA checks on a submission, in its order: the request, the document, the chain. */
  async function submit(
    credentials: FatooraCredentials,
    submission: FatooraSubmission,
    endpoint: Endpoint,
  ): Promise<FatooraSubmissionAnswer> {
    const unit = await unitOf(credentials, endpoint === 'COMPLIANCE' ? 'COMPLIANCE' : 'PRODUCTION');
    if (!unit) return unauthorized;
    const xml = decodeInvoice(submission.invoice);
    if (!xml) {
      return rejected(
        error('Invalid-Invoice', 'XSD_SCHEMA_ERROR', 'The invoice is not Base64 of an XML document.'),
      );
    }
    const facts = documentFacts(xml);
    if (facts.uuid !== submission.uuid) {
      return rejected(
        error('Invalid-UUID', 'KSA', 'The UUID sent does not match the UUID of the document (KSA-1).'),
      );
    }
    if (options.invoiceHashOf && options.invoiceHashOf(xml) !== submission.invoiceHash) {
      return rejected(
        error(
          'invoiceHash',
          'INVOICE_HASHING_ERRORS',
          'The invoice hash sent is not the hash of the document.',
        ),
      );
    }
    // The wrong endpoint refuses the request itself, as ZATCA does: the document is not read further, does
    // not join the chain, and can be sent where it belongs.
    if (endpoint === 'CLEARANCE' && facts.transaction !== 'STANDARD') {
      return rejected(
        error(
          'Invalid-Invoice-Type',
          'KSA',
          'Only standard documents (0100000) can be cleared; report simplified ones.',
        ),
      );
    }
    if (endpoint === 'REPORTING' && facts.transaction !== 'SIMPLIFIED') {
      return rejected(
        error(
          'Invalid-Invoice-Type',
          'KSA',
          'Only simplified documents (0200000) can be reported; clear standard ones.',
        ),
      );
    }
    const messages = [...options.validate(xml)];
    // ZATCA checks the stamp is this CSID's: a document signed with another certificate is refused.
    const certificate = Buffer.from(credentials.binarySecurityToken, 'base64').toString('utf8');
    if (facts.signingCertificate !== null && facts.signingCertificate !== certificate) {
      messages.push(
        error(
          'invalid-signing-certificate',
          'CERTIFICATE_ERRORS',
          "The document is signed with another certificate than this CSID's.",
        ),
      );
    }

    const key = { unitId: unit.id, uuid: submission.uuid, invoiceHash: submission.invoiceHash, endpoint };
    return store.submit(
      key,
      (locked, previous): Decision => {
        if (previous) {
          // A retry (after a crash, a timeout): the same answer, and the chain moves once.
          if (previous.invoiceHash === submission.invoiceHash) {
            return { answer: previous.answer, chain: null, keep: false };
          }
          return {
            answer: rejected(
              error('Duplicate-UUID', 'KSA', 'Another document with this UUID was already submitted.'),
            ),
            chain: null,
            keep: false,
          };
        }
        const found: FatooraMessage[] = [...messages];
        let linked = true;
        if (facts.counter === null || (locked.lastCounter !== null && facts.counter <= locked.lastCounter)) {
          linked = false;
          found.push(
            error(
              'KSA-16',
              'KSA',
              `The invoice counter value (ICV, KSA-16) must be greater than the last one, ${locked.lastCounter ?? 0}.`,
            ),
          );
        }
        if (locked.lastHash !== null && facts.previousHash !== locked.lastHash) {
          linked = false;
          found.push(
            error(
              'KSA-13',
              'KSA',
              'The previous invoice hash (PIH, KSA-13) is not the hash of the last document submitted from this unit.',
            ),
          );
        }
        const chain = linked ? { counter: facts.counter!, hash: submission.invoiceHash } : null;
        if (found.some((message) => message.type === 'ERROR')) {
          return { answer: rejected(...found), chain, keep: true };
        }
        const cleared =
          endpoint === 'CLEARANCE' || (endpoint === 'COMPLIANCE' && facts.transaction === 'STANDARD');
        const answer: FatooraSubmissionAnswer = cleared
          ? // The sandbox's cleared document is the one sent: it adds no stamp of its own.
            { outcome: 'CLEARED', clearedInvoice: submission.invoice, messages: found }
          : { outcome: 'REPORTED', messages: found };
        return { answer, chain, keep: true };
      },
      now(),
    );
  }

  /** Provider failures never throw (fatoora-provider.ts): a database or validator error is UNAVAILABLE. */
  async function guarded<T>(work: () => Promise<T>, fallback: (cause: unknown) => T): Promise<T> {
    try {
      return await work();
    } catch (cause) {
      return fallback(cause);
    }
  }

  return {
    name: 'sandbox',
    environment: 'sandbox',

    requestComplianceCsid(csr, otp) {
      return guarded(
        async () => otpRefusal(otp) ?? issue(csr, 'COMPLIANCE', { lastCounter: null, lastHash: null }),
        unavailable,
      );
    },

    checkCompliance(credentials, submission) {
      return guarded(() => submit(credentials, submission, 'COMPLIANCE'), unavailable);
    },

    requestProductionCsid(compliance) {
      return guarded(async () => {
        const unit = await unitOf(compliance, 'COMPLIANCE');
        if (!unit || unit.requestId !== compliance.requestId) return unauthorized;
        if (unit.compliancePassed === 0) {
          return rejected(
            error(
              'Missing-ComplianceSteps',
              'ONBOARDING',
              'No compliance check has passed with this compliance CSID yet.',
            ),
          );
        }
        return issue(unit.csr, 'PRODUCTION', { lastCounter: null, lastHash: null });
      }, unavailable);
    },

    renewProductionCsid(production, csr, otp) {
      return guarded(async () => {
        const unit = await unitOf(production, 'PRODUCTION');
        if (!unit) return unauthorized;
        return (
          otpRefusal(otp) ??
          issue(csr, 'PRODUCTION', { lastCounter: unit.lastCounter, lastHash: unit.lastHash })
        );
      }, unavailable);
    },

    clear(production, submission) {
      return guarded(() => submit(production, submission, 'CLEARANCE'), unavailable);
    },

    report(production, submission) {
      return guarded(() => submit(production, submission, 'REPORTING'), unavailable);
    },
  };
}
