import { z } from 'zod';
import type { FatooraMessage } from '../../../contract/e-invoicing/e-invoicing.schemas.js';
import type {
  FatooraCredentials,
  FatooraCsidAnswer,
  FatooraProvider,
  FatooraSubmission,
  FatooraSubmissionAnswer,
} from './fatoora-provider.js';

/**
 * ZATCA's e-invoicing gateways (Fatoora portal user manual; the developer portal's API is the same under
 * `/developer-portal`): simulation for trying onboarding with the simulation portal's OTPs, core for real
 * documents. `FATOORA_URL` overrides either (docs/operations.md).
 */
export const zatcaBaseUrls = {
  simulation: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/simulation',
  production: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/core',
} as const;

export interface ZatcaFatooraOptions {
  environment: 'simulation' | 'production';
  /** Default: the environment's gateway (`zatcaBaseUrls`); tests point it at the fake ZATCA server. */
  baseUrl?: string;
  /** Default: the global fetch. */
  fetch?: typeof fetch;
  /**
   * Default 15 000. A submission runs in a job, never while someone waits, so it may take its time; a
   * call cut off is UNAVAILABLE and the job sends the same document (same UUID and hash) again.
   */
  timeoutMs?: number;
  log?: { warn(obj: object, msg: string): void };
}

/*
 * Lenient on purpose: ZATCA's answers carry more fields (qrSellertStatus, dispositionMessage…) and send
 * null for empty lists; only what decides the outcome is read.
 */
const ZatcaMessageSchema = z.object({
  type: z.string().nullish(),
  code: z.union([z.string(), z.number()]).nullish(),
  category: z.string().nullish(),
  message: z.string().nullish(),
});
const ValidationResultsSchema = z.object({
  infoMessages: z.union([z.array(ZatcaMessageSchema), ZatcaMessageSchema]).nullish(),
  warningMessages: z.array(ZatcaMessageSchema).nullish(),
  errorMessages: z.array(ZatcaMessageSchema).nullish(),
  status: z.string().nullish(),
});
const SubmissionAnswerSchema = z.object({
  validationResults: ValidationResultsSchema.nullish(),
  clearanceStatus: z.string().nullish(),
  reportingStatus: z.string().nullish(),
  clearedInvoice: z.string().nullish(),
  /** Only on some answers, e.g. the 409 to a simplified document already reported. */
  message: z.string().nullish(),
});
const CsidAnswerSchema = z.object({
  requestID: z.union([z.string(), z.number()]).transform(String),
  binarySecurityToken: z.string().min(1),
  secret: z.string().min(1),
});
/** A refusal outside validationResults: `{ code, message }`, `{ errors: [...] }` or a bare message. */
const RefusalSchema = z.object({
  code: z.union([z.string(), z.number()]).nullish(),
  message: z.string().nullish(),
  errorCode: z.string().nullish(),
  errorMessage: z.string().nullish(),
  errors: z.array(z.union([z.string(), ZatcaMessageSchema])).nullish(),
  validationResults: ValidationResultsSchema.nullish(),
});

type ZatcaMessage = z.infer<typeof ZatcaMessageSchema>;

/** CLEARED, REPORTED, and their …_SUCCESSFULLY_EARLIER forms for a document sent again. */
const isAccepted = (body: z.infer<typeof SubmissionAnswerSchema>) =>
  Boolean(body.clearanceStatus?.startsWith('CLEARED') || body.reportingStatus?.startsWith('REPORTED'));

function messageOf(found: ZatcaMessage, type: FatooraMessage['type']): FatooraMessage {
  return {
    type,
    code: found.code === null || found.code === undefined ? '' : String(found.code),
    category: found.category ?? '',
    message: found.message ?? '',
  };
}

/** ZATCA's errors and warnings, in that order (its info messages say only that a rule passed). */
function messagesOf(results: z.infer<typeof ValidationResultsSchema> | null | undefined): FatooraMessage[] {
  return [
    ...(results?.errorMessages ?? []).map((found) => messageOf(found, 'ERROR')),
    ...(results?.warningMessages ?? []).map((found) => messageOf(found, 'WARNING')),
  ];
}

/** The messages of a 4xx refusal, whatever shape ZATCA gave it; one naming the status when none. */
function refusalMessages(status: number, json: unknown, category: string): FatooraMessage[] {
  const refusal = RefusalSchema.safeParse(json);
  const found: FatooraMessage[] = [];
  if (refusal.success) {
    const body = refusal.data;
    found.push(...messagesOf(body.validationResults));
    for (const entry of body.errors ?? []) {
      found.push(
        typeof entry === 'string'
          ? { type: 'ERROR', code: '', category, message: entry }
          : messageOf({ ...entry, category: entry.category ?? category }, 'ERROR'),
      );
    }
    const code = body.code ?? body.errorCode;
    const message = body.message ?? body.errorMessage;
    if (message)
      found.push({
        type: 'ERROR',
        code: code === null || code === undefined ? '' : String(code),
        category,
        message,
      });
  } else if (typeof json === 'string' && json.trim()) {
    found.push({ type: 'ERROR', code: '', category, message: json.trim() });
  }
  if (found.length === 0) {
    found.push({
      type: 'ERROR',
      code: `HTTP-${status}`,
      category,
      message: `ZATCA refused the request (HTTP ${status}).`,
    });
  }
  return found;
}

const unauthorizedMessage = (status: number): FatooraMessage => ({
  type: 'ERROR',
  code: status === 401 ? 'Unauthorized' : 'Forbidden',
  category: 'AUTHENTICATION',
  message:
    status === 401
      ? 'ZATCA refused the CSID: its binarySecurityToken or secret is wrong, revoked or expired.'
      : 'ZATCA refused this call with this CSID: it is not allowed for this certificate or environment.',
});

type Answer = { status: number; json: unknown } | { outcome: 'UNAVAILABLE'; reason: string };

/**
 * ZATCA's e-invoicing API (issue 24): onboarding (compliance CSID, compliance checks, production CSID,
 * renewal), clearance and reporting, answered in English. Never throws: unreachable, slow, rate-limited,
 * 5xx or unreadable answers are UNAVAILABLE, which the caller retries with the same document.
 */
export function createZatcaFatoora(options: ZatcaFatooraOptions): FatooraProvider {
  const baseUrl = (options.baseUrl ?? zatcaBaseUrls[options.environment]).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 15_000;
  const send = options.fetch ?? fetch;
  // Every log entry is built here from known fields, never from headers: the secret cannot leak.
  const warn = (details: Record<string, unknown>, msg: string) =>
    options.log?.warn({ provider: 'zatca', environment: options.environment, ...details }, msg);

  async function call(
    method: 'POST' | 'PATCH',
    path: string,
    request: { credentials?: FatooraCredentials; headers?: Record<string, string>; body: unknown },
  ): Promise<Answer> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'accept-language': 'en',
      'accept-version': 'V2',
      'content-type': 'application/json',
      ...request.headers,
    };
    if (request.credentials) {
      const { binarySecurityToken, secret } = request.credentials;
      headers.authorization = `Basic ${Buffer.from(`${binarySecurityToken}:${secret}`, 'utf8').toString('base64')}`;
    }
    let status: number;
    let text: string;
    try {
      const response = await send(`${baseUrl}${path}`, {
        method,
        headers,
        body: JSON.stringify(request.body),
        // 303 is an answer here (clearance switched off), not a place to go.
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (cause) {
      const isTimeout =
        cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError');
      const reason = isTimeout ? `ZATCA did not answer within ${timeoutMs} ms` : 'ZATCA could not be reached';
      warn({ method, path }, reason);
      return { outcome: 'UNAVAILABLE', reason };
    }
    // 429: too many requests, and 5xx: ZATCA's trouble, not the document's; both are worth another try.
    if (status >= 500 || status === 429) {
      warn({ method, path, status }, 'ZATCA answered with a server error');
      return { outcome: 'UNAVAILABLE', reason: `ZATCA answered HTTP ${status}` };
    }
    let json: unknown = null;
    if (text.trim()) {
      try {
        json = JSON.parse(text);
      } catch {
        // Some refusals (a 401 from the gateway) come as plain text: the caller shows it as it is.
        json = text;
      }
    }
    return { status, json };
  }

  async function csid(
    method: 'POST' | 'PATCH',
    path: string,
    request: { credentials?: FatooraCredentials; headers?: Record<string, string>; body: unknown },
  ): Promise<FatooraCsidAnswer> {
    const answer = await call(method, path, request);
    if ('outcome' in answer) return answer;
    const { status, json } = answer;
    if (status === 401 || status === 403) {
      return { outcome: 'REJECTED', messages: [unauthorizedMessage(status)] };
    }
    if (status >= 400) return { outcome: 'REJECTED', messages: refusalMessages(status, json, 'CSID') };
    const parsed = CsidAnswerSchema.safeParse(json);
    if (status !== 200 || !parsed.success) {
      warn({ path, status }, "ZATCA's CSID answer is not understood");
      return { outcome: 'UNAVAILABLE', reason: `ZATCA's CSID answer is not understood (HTTP ${status})` };
    }
    const { binarySecurityToken, secret, requestID } = parsed.data;
    return { outcome: 'ISSUED', credentials: { binarySecurityToken, secret, requestId: requestID } };
  }

  async function submit(
    path: string,
    credentials: FatooraCredentials,
    submission: FatooraSubmission,
    headers: Record<string, string> = {},
  ): Promise<FatooraSubmissionAnswer | { outcome: 'SEE_OTHER' }> {
    const answer = await call('POST', path, {
      credentials,
      headers,
      body: { invoiceHash: submission.invoiceHash, uuid: submission.uuid, invoice: submission.invoice },
    });
    if ('outcome' in answer) return answer;
    const { status, json } = answer;
    if (status === 303) return { outcome: 'SEE_OTHER' };
    if (status === 401 || status === 403) {
      return { outcome: 'REJECTED', messages: [unauthorizedMessage(status)] };
    }
    const parsed = SubmissionAnswerSchema.safeParse(json);
    /*
     * The same document sent again (a retry after a timeout, with the same UUID and hash) is no error:
     * ZATCA answers a standard one 208 with its cleared document and a warning, and a simplified one 409
     * with reportingStatus REPORTED_SUCCESSFULLY_EARLIER. Both are the first answer's outcome.
     */
    const isDuplicate = status === 208 || status === 409;
    if (status >= 400 && !(status === 409 && parsed.success && isAccepted(parsed.data))) {
      return { outcome: 'REJECTED', messages: refusalMessages(status, json, 'SUBMISSION') };
    }
    if (![200, 202, 208, 409].includes(status) || !parsed.success) {
      warn({ path, status }, "ZATCA's answer to a submission is not understood");
      return { outcome: 'UNAVAILABLE', reason: `ZATCA's answer is not understood (HTTP ${status})` };
    }
    // 200: accepted; 202: accepted with warnings. Both carry ZATCA's messages.
    const body = parsed.data;
    const messages = messagesOf(body.validationResults);
    if (isDuplicate && messages.length === 0) {
      messages.push({
        type: 'WARNING',
        code: 'Invoice-Warning',
        category: 'Duplicate-Invoice',
        message: body.message ?? 'Invoice hash previously submitted.',
      });
    }
    if (body.clearanceStatus?.startsWith('CLEARED')) {
      if (!body.clearedInvoice && path !== '/compliance/invoices') {
        warn(
          { path, status },
          'ZATCA cleared a document without sending it back: the signed one stands for it',
        );
      }
      // The compliance checks answer CLEARED without a stamped document: the one sent stands for it.
      return { outcome: 'CLEARED', clearedInvoice: body.clearedInvoice ?? submission.invoice, messages };
    }
    if (body.reportingStatus?.startsWith('REPORTED')) return { outcome: 'REPORTED', messages };
    // A 2xx that is neither cleared nor reported only happens with errors; it is a refusal.
    return {
      outcome: 'REJECTED',
      messages: messages.length > 0 ? messages : refusalMessages(status, json, 'SUBMISSION'),
    };
  }

  /** A 303 is only expected from clearance; anywhere else it is an answer we do not understand. */
  const settled = (answer: FatooraSubmissionAnswer | { outcome: 'SEE_OTHER' }): FatooraSubmissionAnswer =>
    answer.outcome === 'SEE_OTHER'
      ? { outcome: 'UNAVAILABLE', reason: 'ZATCA answered HTTP 303 unexpectedly' }
      : answer;

  return {
    name: 'zatca',
    environment: options.environment,

    requestComplianceCsid(csr, otp) {
      return csid('POST', '/compliance', { headers: { otp }, body: { csr } });
    },

    async checkCompliance(credentials, submission) {
      return settled(await submit('/compliance/invoices', credentials, submission));
    },

    requestProductionCsid(compliance) {
      return csid('POST', '/production/csids', {
        credentials: compliance,
        body: { compliance_request_id: compliance.requestId },
      });
    },

    renewProductionCsid(production, csr, otp) {
      return csid('PATCH', '/production/csids', { credentials: production, headers: { otp }, body: { csr } });
    },

    async clear(production, submission) {
      const answer = await submit('/invoices/clearance/single', production, submission, {
        'clearance-status': '1',
      });
      if (answer.outcome !== 'SEE_OTHER') return answer;
      /*
       * 303: ZATCA has switched clearance off (its contingency procedure). Standard documents are then
       * reported instead, with Clearance-Status 0; the document is shared as signed, with no ZATCA stamp.
       */
      warn({}, 'ZATCA has switched clearance off: the standard document is reported instead');
      return settled(
        await submit('/invoices/reporting/single', production, submission, { 'clearance-status': '0' }),
      );
    },

    async report(production, submission) {
      return settled(
        await submit('/invoices/reporting/single', production, submission, { 'clearance-status': '0' }),
      );
    },
  };
}
