import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

import { canonicalize, parseXml } from './xml-tree.js';

const c14n = (xml: string) => canonicalize(parseXml(xml));

describe('canonicalize', () => {
  it('follows the W3C C14N 1.1 example of start and end tags (§3.3)', () => {
    const xml =
      '<!DOCTYPE-free?><doc>\n   <e1   />\n   <e2   ></e2>\n   <e3   name = "elem3"   id="elem3"   />\n' +
      '   <e5 a:attr="out" b:attr="sorted" attr2="all" attr="I\'m"\n      xmlns:b="http://www.ietf.org"\n      xmlns:a="http://www.w3.org"\n      xmlns="http://example.org"/>\n</doc>';
    expect(c14n(xml.replace('<!DOCTYPE-free?>', '<?xml version="1.0"?>'))).toBe(
      '<doc>\n   <e1></e1>\n   <e2></e2>\n   <e3 id="elem3" name="elem3"></e3>\n' +
        '   <e5 xmlns="http://example.org" xmlns:a="http://www.w3.org" xmlns:b="http://www.ietf.org" attr="I\'m" attr2="all" b:attr="sorted" a:attr="out"></e5>\n</doc>',
    );
  });

  it('escapes text and attribute values as the specification says (§3.4) and normalises line ends', () => {
    expect(c14n('<a b="x&#9;y&#10;&quot;&lt;&gt;\'">1 &lt; 2 &amp; 3 &gt; 2 "q"\r\nline</a>')).toBe(
      '<a b="x&#x9;y&#xA;&quot;&lt;>\'">1 &lt; 2 &amp; 3 &gt; 2 "q"\nline</a>',
    );
  });

  it('writes a namespace declaration once, where it first comes into scope, and again only when it changes', () => {
    expect(c14n('<a xmlns:p="urn:1"><p:b xmlns:p="urn:1"><p:c xmlns:p="urn:2"/></p:b></a>')).toBe(
      '<a xmlns:p="urn:1"><p:b><p:c xmlns:p="urn:2"></p:c></p:b></a>',
    );
  });

  it('leaves out the elements asked for, keeping the text around them', () => {
    const root = parseXml('<a> <b>gone</b> <c>kept</c></a>');
    expect(canonicalize(root, (element) => element.name === 'b')).toBe('<a>  <c>kept</c></a>');
  });

  it('agrees with Python on a document with CDATA, comments and character references', () => {
    const xml =
      '<?xml version="1.0"?><r z="2" a="1"><!-- note --><x><![CDATA[<raw> & ]]></x><y>&#x627;&#1604;</y><e/></r>';
    const python = execFileSync(
      'python3',
      ['-c', 'import sys, xml.etree.ElementTree as ET; sys.stdout.write(ET.canonicalize(sys.stdin.read()))'],
      {
        input: xml,
        encoding: 'utf8',
      },
    );
    expect(c14n(xml)).toBe(python);
  });

  it('refuses what it does not read: a DOCTYPE, mismatched tags, unknown entities', () => {
    expect(() => parseXml('<!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>')).toThrow(/DOCTYPE/);
    expect(() => parseXml('<a><b></a></b>')).toThrow(/closes/);
    expect(() => parseXml('<a>&nbsp;</a>')).toThrow(/entity/);
  });
});
