// E-invoice signing benchmark (issue 24): how many ZATCA documents one core builds and stamps per second —
// the UBL XML (`buildInvoiceXml`), its C14N 1.1 hash, the ECDSA secp256k1 signature, the XAdES properties
// and the phase-2 QR (`stampInvoice`) — against the reference measured in the same run: bare ECDSA
// secp256k1 signatures of a 32-byte hash with Node's crypto, the floor no stamp can go under. Also prints
// how many signed documents `validateEInvoice` checks per second (what the sandbox Fatoora does per
// submission). Reads the production build (`npm run build`); E_INVOICE_MODULE=<path to document/index.js>
// measures another build. Prints Markdown for docs/performance.md.
import { createHash, createPrivateKey, sign } from 'node:crypto';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { loadBuilt } from './server-process.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
/** A supplier's unit signs its documents one at a time, under a row lock: this rate is its ceiling. */
const targetDocumentsPerSecond = 100;

const document = process.env.E_INVOICE_MODULE
  ? await import(pathToFileURL(process.env.E_INVOICE_MODULE).href)
  : await loadBuilt('modules/e-invoicing/document/index.js');
const { buildInvoiceXml, stampInvoice, validateEInvoice, sampleEInvoiceInput, sampleSigningUnit } = document;

/** Runs `work(i)` for `seconds` (after a short warm-up); answers operations per second. */
function rate(work) {
  for (let i = 0; i < 50; i += 1) work(i);
  const started = process.hrtime.bigint();
  const until = started + BigInt(Math.round(seconds * 1e9));
  let count = 0;
  let now = started;
  while (now < until) {
    for (let i = 0; i < 20; i += 1) work(count + i);
    count += 20;
    now = process.hrtime.bigint();
  }
  return count / (Number(now - started) / 1e9);
}

const unit = sampleSigningUnit();
const hash = createHash('sha256').update('a document').digest();
const signingTime = new Date();
const kinds = [
  ['INVOICE', 'STANDARD'],
  ['INVOICE', 'SIMPLIFIED'],
  ['CREDIT_NOTE', 'STANDARD'],
  ['DEBIT_NOTE', 'SIMPLIFIED'],
];
const inputs = kinds.map(([type, transaction]) => sampleEInvoiceInput(type, transaction));
let lastHash = '';

const key = createPrivateKey(unit.privateKeyPem);
const bareSignatures = rate(() => sign('sha256', hash, key));
const documents = rate((i) => {
  const input = inputs[i % inputs.length];
  const stamped = stampInvoice(buildInvoiceXml({ ...input, counter: i + 1 }), unit, signingTime);
  lastHash = stamped.hash;
});
const signed = inputs.map((input) => stampInvoice(buildInvoiceXml(input), unit, signingTime).xml);
if (signed.some((xml) => validateEInvoice(xml).length > 0))
  throw new Error('a benchmark document does not validate');
const validations = rate((i) => validateEInvoice(signed[i % signed.length]));

const load = os
  .loadavg()
  .map((value) => value.toFixed(2))
  .join(' ');
const share = (documents / bareSignatures) * 100;
console.log(
  `\n### E-invoice signing (${seconds} s per measure, one core, load average ${load}, Node ${process.version})\n`,
);
console.log('| measure | per second | ms each |');
console.log('| --- | ---: | ---: |');
for (const [name, perSecond] of [
  ['bare ECDSA secp256k1 signature of a 32-byte hash (reference)', bareSignatures],
  ['document built and stamped (XML, C14N hash, signature, XAdES, QR)', documents],
  ['signed document validated (structure, rules, hash, signature, QR)', validations],
]) {
  console.log(`| ${name} | ${perSecond.toFixed(0)} | ${(1000 / perSecond).toFixed(2)} |`);
}
console.log(`\nlast hash ${lastHash}\n`);
const met = documents >= targetDocumentsPerSecond;
console.log(
  `GOAL e-invoice documents signed per second on one core: ${documents.toFixed(0)} (${share.toFixed(0)}% of the reference; ` +
    `reference bare ECDSA secp256k1 ${bareSignatures.toFixed(0)} signatures/s; target ≥ ${targetDocumentsPerSecond}) ${met ? 'MET' : 'MISSED'}`,
);
