/**
 * A small XML reader and the canonical form (C14N 1.1, W3C 2008) of what it reads, for the e-invoice
 * documents: no npm XML library could be installed on the shared tree, and the documents are ours
 * (UTF-8, no DTD, no comments we care about), so a strict reader of that subset is enough. What it
 * refuses (a DOCTYPE, an unclosed tag, an unknown entity) throws, so nothing is silently read wrong.
 * The test compares the canonical form with Python's C14N implementation.
 */

export interface XmlElement {
  /** The qualified name as written, e.g. `cbc:ID`. */
  name: string;
  attributes: { name: string; value: string }[];
  children: XmlNode[];
}
export type XmlNode = XmlElement | string;

const entities: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);|&/g, (whole, ref: string | undefined) => {
    if (ref === undefined) throw new Error('XML: a bare & in text');
    if (ref.startsWith('#x')) return String.fromCodePoint(parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return String.fromCodePoint(parseInt(ref.slice(1), 10));
    const value = entities[ref];
    if (value === undefined) throw new Error(`XML: unknown entity ${whole}`);
    return value;
  });
}

const namePattern = /[^\s/>=]+/y;

/** Reads a document; answers its root element. Line ends are normalised as XML 1.0 §2.11 says. */
export function parseXml(source: string): XmlElement {
  const xml = source.replace(/\r\n?/g, '\n');
  let at = 0;
  const fail = (why: string): never => {
    throw new Error(`XML: ${why} at ${at}`);
  };
  const skipMisc = () => {
    for (;;) {
      while (at < xml.length && /\s/.test(xml[at]!)) at++;
      if (xml.startsWith('<?', at)) {
        const end = xml.indexOf('?>', at);
        if (end < 0) fail('unclosed processing instruction');
        at = end + 2;
      } else if (xml.startsWith('<!--', at)) {
        const end = xml.indexOf('-->', at);
        if (end < 0) fail('unclosed comment');
        at = end + 3;
      } else if (xml.startsWith('<!', at)) {
        fail('a DOCTYPE is not accepted');
      } else return;
    }
  };
  const readName = () => {
    namePattern.lastIndex = at;
    const match = namePattern.exec(xml);
    if (!match) return fail('a name was expected');
    at = namePattern.lastIndex;
    return match[0];
  };
  const readElement = (): XmlElement => {
    if (xml[at] !== '<') fail('an element was expected');
    at++;
    const element: XmlElement = { name: readName(), attributes: [], children: [] };
    for (;;) {
      while (/\s/.test(xml[at] ?? '')) at++;
      if (xml.startsWith('/>', at)) {
        at += 2;
        return element;
      }
      if (xml[at] === '>') {
        at++;
        break;
      }
      const name = readName();
      while (/\s/.test(xml[at] ?? '')) at++;
      if (xml[at] !== '=') fail('= was expected');
      at++;
      while (/\s/.test(xml[at] ?? '')) at++;
      const quote = xml[at];
      if (quote !== '"' && quote !== "'") fail('a quoted value was expected');
      const end = xml.indexOf(quote!, at + 1);
      if (end < 0) fail('unclosed attribute value');
      const raw = xml.slice(at + 1, end);
      if (raw.includes('<')) fail('< in an attribute value');
      // Attribute-value normalisation (XML 1.0 §3.3.3): literal white space becomes a space.
      element.attributes.push({ name, value: decodeEntities(raw.replace(/[\t\n]/g, ' ')) });
      at = end + 1;
    }
    for (;;) {
      if (at >= xml.length) fail(`unclosed <${element.name}>`);
      if (xml.startsWith('</', at)) {
        at += 2;
        const name = readName();
        if (name !== element.name) fail(`</${name}> closes <${element.name}>`);
        while (/\s/.test(xml[at] ?? '')) at++;
        if (xml[at] !== '>') fail('> was expected');
        at++;
        return element;
      }
      if (xml.startsWith('<!--', at)) {
        const end = xml.indexOf('-->', at);
        if (end < 0) fail('unclosed comment');
        at = end + 3;
      } else if (xml.startsWith('<![CDATA[', at)) {
        const end = xml.indexOf(']]>', at);
        if (end < 0) fail('unclosed CDATA');
        pushText(element, xml.slice(at + 9, end));
        at = end + 3;
      } else if (xml.startsWith('<?', at)) {
        fail('a processing instruction inside the document is not accepted');
      } else if (xml[at] === '<') {
        element.children.push(readElement());
      } else {
        const end = xml.indexOf('<', at);
        if (end < 0) fail('text after the last tag');
        pushText(element, decodeEntities(xml.slice(at, end)));
        at = end;
      }
    }
  };
  skipMisc();
  const root = readElement();
  skipMisc();
  if (at !== xml.length) fail('content after the root element');
  return root;
}

function pushText(element: XmlElement, text: string) {
  const last = element.children.at(-1);
  if (typeof last === 'string') element.children[element.children.length - 1] = last + text;
  else element.children.push(text);
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#xD;');
const escapeAttribute = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#x9;')
    .replace(/\n/g, '&#xA;')
    .replace(/\r/g, '&#xD;');

/** The namespace declarations an element makes: prefix ('' for the default) → URI. */
function declarationsOf(element: XmlElement): Map<string, string> {
  const declared = new Map<string, string>();
  for (const { name, value } of element.attributes) {
    if (name === 'xmlns') declared.set('', value);
    else if (name.startsWith('xmlns:')) declared.set(name.slice(6), value);
  }
  return declared;
}

/**
 * The canonical form (Canonical XML 1.1 without comments) of the document rooted at `root`, leaving out
 * every element `omit` answers true for, with its content (the XPath filters of ZATCA's signature
 * reference remove such nodes; the text around them stays, as the XPath node-set keeps it).
 * Inclusive canonicalisation: a namespace declaration is written where it first comes into scope in
 * the output; attributes are sorted by namespace URI then local name, namespaces by prefix.
 */
export function canonicalize(
  root: XmlElement,
  omit: (element: XmlElement, depth: number) => boolean = () => false,
): string {
  const out: string[] = [];
  const walk = (
    element: XmlElement,
    inScope: Map<string, string>,
    rendered: Map<string, string>,
    depth: number,
  ) => {
    if (omit(element, depth)) return;
    const declared = declarationsOf(element);
    const scope = declared.size ? new Map([...inScope, ...declared]) : inScope;
    const namespaces: [string, string][] = [];
    for (const [prefix, uri] of scope) {
      if (prefix === '' && uri === '' && !rendered.has('')) continue;
      if (rendered.get(prefix) !== uri) namespaces.push([prefix, uri]);
    }
    namespaces.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const uriOf = (qualified: string) => {
      const colon = qualified.indexOf(':');
      if (colon < 0) return '';
      const uri = scope.get(qualified.slice(0, colon));
      if (uri === undefined) throw new Error(`XML: undeclared prefix in ${qualified}`);
      return uri;
    };
    const attributes = element.attributes
      .filter(({ name }) => name !== 'xmlns' && !name.startsWith('xmlns:'))
      .map((attribute) => ({
        ...attribute,
        uri: attribute.name.startsWith('xml:')
          ? 'http://www.w3.org/XML/1998/namespace'
          : uriOf(attribute.name),
        local: attribute.name.slice(attribute.name.indexOf(':') + 1),
      }))
      .sort((a, b) =>
        a.uri !== b.uri ? (a.uri < b.uri ? -1 : 1) : a.local < b.local ? -1 : a.local > b.local ? 1 : 0,
      );
    uriOf(element.name);
    out.push('<', element.name);
    for (const [prefix, uri] of namespaces)
      out.push(prefix === '' ? ' xmlns="' : ` xmlns:${prefix}="`, escapeAttribute(uri), '"');
    for (const { name, value } of attributes) out.push(' ', name, '="', escapeAttribute(value), '"');
    out.push('>');
    const nowRendered = namespaces.length ? new Map([...rendered, ...namespaces]) : rendered;
    for (const child of element.children) {
      if (typeof child === 'string') out.push(escapeText(child));
      else walk(child, scope, nowRendered, depth + 1);
    }
    out.push('</', element.name, '>');
  };
  walk(root, new Map(), new Map(), 0);
  return out.join('');
}

/** Escapes text for an element's content or an attribute value we write. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export const childElements = (element: XmlElement | undefined, name?: string): XmlElement[] =>
  (element?.children ?? []).filter(
    (child): child is XmlElement => typeof child !== 'string' && (name === undefined || child.name === name),
  );

export const firstChild = (element: XmlElement | undefined, name: string): XmlElement | undefined =>
  element === undefined ? undefined : childElements(element, name)[0];

/** The element at a path of child names, e.g. `['cac:LegalMonetaryTotal', 'cbc:PayableAmount']`. */
export function at(element: XmlElement | undefined, ...names: string[]): XmlElement | undefined {
  let current = element;
  for (const name of names) current = firstChild(current, name);
  return current;
}

export const textOf = (element: XmlElement | undefined): string | undefined =>
  element === undefined ? undefined : element.children.filter((child) => typeof child === 'string').join('');

export const attributeOf = (element: XmlElement | undefined, name: string): string | undefined =>
  element?.attributes.find((attribute) => attribute.name === name)?.value;
