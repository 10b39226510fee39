import { randomBytes, randomInt } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeInvoice, documentFacts } from './fatoora-document.js';

/**
 * A local stand-in for ZATCA's e-invoicing API (issue 24), enough for the real client's tests. Like
 * ZATCA it wants `Accept-Version: V2`, gives a compliance CSID for the portal's OTP (`123345`, the one
 * ZATCA's developer portal documents) and refuses others, checks Basic credentials against the CSIDs it
 * issued, wants a passed compliance check before the production CSID, clears standard documents and
 * reports simplified ones (the wrong endpoint is refused), answers 303 on clearance while clearance
 * is switched off, and answers a document sent again as ZATCA does (208 cleared earlier, 409 reported
 * earlier). A test decides what the documents' validation finds (`findings`), or makes ZATCA slow
 * (`delayMs`) or broken (`failWith`). Listens on a free port of 47100–47199 (this branch's range).
 */
export interface FakeZatcaMessage {
  type: 'ERROR' | 'WARNING' | 'INFO';
  code: string;
  category: string;
  message: string;
  status: 'ERROR' | 'WARNING' | 'PASS';
}

export interface FakeZatcaRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown> | null;
}

interface FakeCsid {
  kind: 'COMPLIANCE' | 'PRODUCTION';
  requestId: number;
  secret: string;
  csr: string;
  passedChecks: number;
}

export interface FakeZatcaServer {
  baseUrl: string;
  /** The OTP that gives a CSID (ZATCA's developer portal uses 123345); any other is refused. */
  readonly otp: string;
  requests: FakeZatcaRequest[];
  /** Issued CSIDs by binarySecurityToken. */
  csids: Map<string, FakeCsid>;
  /** What validating a document finds: errors reject it (400), warnings accept it with 202. */
  findings: (xml: string) => FakeZatcaMessage[];
  /** While false, clearance answers 303 and standard documents are reported with Clearance-Status 0. */
  clearanceEnabled: boolean;
  /** Milliseconds to wait before answering (timeouts); 0 answers at once. */
  delayMs: number;
  /** An HTTP status to answer every call with (5xx tests); null answers normally. */
  failWith: number | null;
  close(): Promise<void>;
}

const portRange = { first: 47_100, last: 47_199 };

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

/** Random bytes shaped like a certificate (Base64 DER); ZATCA then wraps it once more in the token. */
function fakeCertificate(): string {
  return Buffer.concat([Buffer.from([0x30, 0x82, 0x01, 0x00]), randomBytes(256)]).toString('base64');
}

const passed = (): FakeZatcaMessage[] => [
  {
    type: 'INFO',
    code: 'XSD_ZATCA_VALID',
    category: 'XSD validation',
    message: 'Complied with UBL 2.1 standards in line with ZATCA specifications',
    status: 'PASS',
  },
];

function validationResults(findings: FakeZatcaMessage[]) {
  const errorMessages = findings.filter((found) => found.type === 'ERROR');
  const warningMessages = findings.filter((found) => found.type === 'WARNING');
  return {
    infoMessages: passed(),
    warningMessages,
    errorMessages,
    status: errorMessages.length > 0 ? 'ERROR' : warningMessages.length > 0 ? 'WARNING' : 'PASS',
  };
}

async function listenInRange(server: http.Server): Promise<number> {
  for (let port = portRange.first + randomInt(0, 50); port <= portRange.last; port += 1) {
    const listening = await new Promise<boolean>((resolve) => {
      const onError = () => resolve(false);
      server.once('error', onError);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', onError);
        resolve(true);
      });
    });
    if (listening) return (server.address() as AddressInfo).port;
  }
  throw new Error(`No free port in ${portRange.first}–${portRange.last} for the fake ZATCA server`);
}

export interface FakeZatcaOptions {
  /**
   * Issues the certificate of a CSID for a CSR (Base64 PEM) as Base64 DER: the document helper's
   * `issueCertificate` with a test CA, so that documents signed under it verify. Default: random bytes
   * shaped like a certificate, enough for the client's tests.
   */
  issueCertificate?(csr: string): string;
}

export async function startFakeZatcaServer(options: FakeZatcaOptions = {}): Promise<FakeZatcaServer> {
  const timers = new Set<NodeJS.Timeout>();
  const state: Omit<FakeZatcaServer, 'baseUrl' | 'close'> = {
    otp: '123345',
    requests: [],
    csids: new Map(),
    findings: () => [],
    clearanceEnabled: true,
    delayMs: 0,
    failWith: null,
  };

  /** What clearance and reporting accepted, by invoice hash: a document sent again is a duplicate. */
  const accepted = new Map<string, Record<string, unknown>>();

  const issue = (kind: FakeCsid['kind'], csr: string) => {
    const certificate = options.issueCertificate?.(csr) ?? fakeCertificate();
    const binarySecurityToken = Buffer.from(certificate, 'utf8').toString('base64');
    const csid: FakeCsid = {
      kind,
      requestId: randomInt(1_000_000_000, 2_000_000_000),
      secret: randomBytes(24).toString('base64'),
      csr,
      passedChecks: 0,
    };
    state.csids.set(binarySecurityToken, csid);
    return {
      requestID: csid.requestId,
      tokenType: 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-x509-token-profile-1.0#X509v3',
      dispositionMessage: 'ISSUED',
      binarySecurityToken,
      secret: csid.secret,
      errors: null,
    };
  };

  /** The CSID of the Basic credentials, when they are one this server issued, of the kind asked. */
  const csidOf = (headers: http.IncomingHttpHeaders, kind: FakeCsid['kind']) => {
    const match = /^Basic (.+)$/.exec(headers.authorization ?? '');
    if (!match) return null;
    const [token, ...rest] = Buffer.from(match[1]!, 'base64').toString('utf8').split(':');
    const csid = state.csids.get(token ?? '');
    return csid && csid.kind === kind && csid.secret === rest.join(':') ? csid : null;
  };

  const hasCsr = (body: Record<string, unknown> | null) =>
    typeof body?.csr === 'string' && /^[A-Za-z0-9+/]+={0,2}$/.test(body.csr);

  const otpRefused = (res: http.ServerResponse, headers: http.IncomingHttpHeaders) => {
    if (headers.otp === state.otp) return false;
    json(res, 400, { errorCode: 'Invalid-OTP', errorMessage: 'OTP is invalid or expired' });
    return true;
  };

  /** Clearance, reporting and the compliance checks: the document, its type, then its findings. */
  const submission = (
    res: http.ServerResponse,
    endpoint: 'COMPLIANCE' | 'CLEARANCE' | 'REPORTING',
    csid: FakeCsid,
    body: Record<string, unknown> | null,
    clearanceStatus: string | undefined,
  ) => {
    const xml = typeof body?.invoice === 'string' ? decodeInvoice(body.invoice) : null;
    const refused = (code: string, message: string) => {
      const status =
        endpoint === 'CLEARANCE' ? { clearanceStatus: 'NOT_CLEARED' } : { reportingStatus: 'NOT_REPORTED' };
      json(res, 400, {
        validationResults: validationResults([
          { type: 'ERROR', code, category: 'KSA', message, status: 'ERROR' },
        ]),
        ...status,
        clearedInvoice: null,
      });
    };
    if (!xml || typeof body?.invoiceHash !== 'string')
      return refused('Invalid-Invoice', 'The invoice is not Base64 XML');
    const facts = documentFacts(xml);
    if (facts.uuid !== body.uuid)
      return refused('Invalid-UUID', 'The UUID does not match the UUID of the invoice');
    if (endpoint === 'CLEARANCE' && facts.transaction !== 'STANDARD') {
      return refused('Invalid-Invoice-Type', 'Only standard invoices can be cleared');
    }
    // With clearance switched off (Clearance-Status 0), reporting takes standard documents too.
    const standardMayReport = !state.clearanceEnabled && clearanceStatus === '0';
    if (endpoint === 'REPORTING' && facts.transaction !== 'SIMPLIFIED' && !standardMayReport) {
      return refused('Invalid-Invoice-Type', 'Standard invoices must be cleared, not reported');
    }
    // The same document again (a retry): ZATCA answers what it accepted, flagged as a duplicate.
    const earlier = accepted.get(body.invoiceHash);
    if (earlier && endpoint !== 'COMPLIANCE') {
      if (endpoint === 'REPORTING') {
        return json(res, 409, {
          message: 'Invoice Hash Previously Submitted',
          reportingStatus: 'REPORTED_SUCCESSFULLY_EARLIER',
        });
      }
      const duplicate: FakeZatcaMessage = {
        type: 'WARNING',
        code: 'Invoice-Warning',
        category: 'Duplicate-Invoice',
        message: 'Invoice Hash Previously submitted.',
        status: 'WARNING',
      };
      return json(res, 208, { ...earlier, validationResults: validationResults([duplicate]) });
    }
    const findings = state.findings(xml);
    const results = validationResults(findings);
    const cleared =
      endpoint === 'CLEARANCE' || (endpoint === 'COMPLIANCE' && facts.transaction === 'STANDARD');
    if (results.errorMessages.length > 0) {
      return json(res, 400, {
        validationResults: results,
        ...(cleared
          ? { clearanceStatus: 'NOT_CLEARED', clearedInvoice: null }
          : { reportingStatus: 'NOT_REPORTED' }),
      });
    }
    if (endpoint === 'COMPLIANCE') csid.passedChecks += 1;
    const status = results.warningMessages.length > 0 ? 202 : 200;
    if (!cleared) {
      if (endpoint === 'REPORTING') accepted.set(body.invoiceHash, { reportingStatus: 'REPORTED' });
      return json(res, status, { validationResults: results, reportingStatus: 'REPORTED' });
    }
    // ZATCA's stamp: the cleared document carries ZATCA's QR and stamp; the fake marks it in a comment.
    const stamped = endpoint === 'CLEARANCE' ? `${xml}\n<!-- cleared by the fake ZATCA -->` : null;
    const answer = {
      clearanceStatus: 'CLEARED',
      clearedInvoice: stamped === null ? null : Buffer.from(stamped, 'utf8').toString('base64'),
    };
    if (endpoint === 'CLEARANCE') accepted.set(body.invoiceHash, answer);
    return json(res, status, { validationResults: results, ...answer });
  };

  const route = (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    body: Record<string, unknown> | null,
  ) => {
    const path = (req.url ?? '').split('?')[0];
    const headers = req.headers;
    if (state.failWith !== null) return json(res, state.failWith, { message: 'Internal server error' });
    if (headers['accept-version'] !== 'V2') return json(res, 406, { message: 'Accept-Version V2 expected' });

    if (req.method === 'POST' && path === '/compliance') {
      if (otpRefused(res, headers)) return;
      if (!hasCsr(body)) return json(res, 400, { errors: ['Invalid-CSR'] });
      return json(res, 200, issue('COMPLIANCE', body!.csr as string));
    }
    if (req.method === 'POST' && path === '/compliance/invoices') {
      const csid = csidOf(headers, 'COMPLIANCE');
      if (!csid) return res.writeHead(401).end();
      return submission(res, 'COMPLIANCE', csid, body, undefined);
    }
    if (req.method === 'POST' && path === '/production/csids') {
      const csid = csidOf(headers, 'COMPLIANCE');
      if (!csid) return res.writeHead(401).end();
      if (String(body?.compliance_request_id) !== String(csid.requestId)) {
        return json(res, 400, {
          code: 'Invalid-Request-ID',
          message: 'The compliance request id is not this CSID’s',
        });
      }
      if (csid.passedChecks === 0) {
        return json(res, 400, {
          code: 'Missing-ComplianceSteps',
          message: 'The compliance certificate is not done with the compliance steps yet',
        });
      }
      return json(res, 200, issue('PRODUCTION', csid.csr));
    }
    if (req.method === 'PATCH' && path === '/production/csids') {
      const csid = csidOf(headers, 'PRODUCTION');
      if (!csid) return res.writeHead(401).end();
      if (otpRefused(res, headers)) return;
      if (!hasCsr(body)) return json(res, 400, { errors: ['Invalid-CSR'] });
      return json(res, 200, issue('PRODUCTION', body!.csr as string));
    }
    if (req.method === 'POST' && path === '/invoices/clearance/single') {
      const csid = csidOf(headers, 'PRODUCTION');
      if (!csid) return res.writeHead(401).end();
      if (!state.clearanceEnabled) {
        res.writeHead(303, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ message: 'Clearance is deactivated, please use the reporting API' }));
      }
      return submission(res, 'CLEARANCE', csid, body, headers['clearance-status'] as string | undefined);
    }
    if (req.method === 'POST' && path === '/invoices/reporting/single') {
      const csid = csidOf(headers, 'PRODUCTION');
      if (!csid) return res.writeHead(401).end();
      return submission(res, 'REPORTING', csid, body, headers['clearance-status'] as string | undefined);
    }
    return json(res, 404, { message: 'Not found' });
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: Record<string, unknown> | null = null;
      try {
        body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
      } catch {
        body = null;
      }
      state.requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      const answer = () => route(req, res, body);
      if (state.delayMs <= 0) return answer();
      const timer = setTimeout(() => {
        timers.delete(timer);
        answer();
      }, state.delayMs);
      timers.add(timer);
    });
  });
  const port = await listenInRange(server);

  return Object.assign(state, {
    baseUrl: `http://127.0.0.1:${port}`,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  });
}
