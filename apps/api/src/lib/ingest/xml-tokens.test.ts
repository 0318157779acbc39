import { describe, expect, it } from 'vitest';
import { attributeValue, decodeXmlText, readAttributes, XmlTokenizer } from './xml-tokens';

/** The events a document gives, fed in the chunks given. */
function tokens(...chunks: string[]): string[] {
  const events: string[] = [];
  const tokenizer = new XmlTokenizer({
    open: (name, attributes, selfClosing) => events.push(`<${name}${attributes}${selfClosing ? '/' : ''}>`),
    close: (name) => events.push(`</${name}>`),
    text: (text) => events.push(`"${text}"`),
  });
  for (const chunk of chunks) tokenizer.write(chunk);
  tokenizer.end();
  return events;
}

const document = `<?xml version="1.0" encoding="UTF-8"?>
<x:sheetData xmlns:x="urn:main"><!-- a comment with <tags> -->
<x:row r="1" spans='1:2'><x:c r="A1" t="inlineStr"><x:is><x:t>A &amp; B &lt;3 &#x930;&#2366;&#2350; ₹</x:t></x:is></x:c><x:c r="B1"/></x:row>
<numFmt formatCode="[&gt;=100]0;[>=10]0.0"/><t><![CDATA[raw &amp; <kept>]]></t></x:sheetData>`;

describe('XmlTokenizer', () => {
  const whole = tokens(document);

  it('gives tags without their prefix, decoded text, CDATA as written, and skips declarations and comments', () => {
    expect(whole.filter((event) => event.trim() !== '"\n"')).toEqual([
      '<sheetData xmlns:x="urn:main">',
      '<row r="1" spans=\'1:2\'>',
      '<c r="A1" t="inlineStr">',
      '<is>',
      '<t>',
      '"A & B <3 राम ₹"',
      '</t>',
      '</is>',
      '</c>',
      '<c r="B1"/>',
      '</row>',
      '<numFmt formatCode="[&gt;=100]0;[>=10]0.0"/>',
      '<t>',
      '"raw &amp; <kept>"',
      '</t>',
      '</sheetData>',
    ]);
  });

  it('gives the same events however the text is cut', () => {
    for (let cut = 1; cut < document.length; cut += 1) {
      expect(tokens(document.slice(0, cut), document.slice(cut))).toEqual(whole);
    }
    expect(tokens(...document.split(''))).toEqual(whole);
  });

  it.each([
    ['a DOCTYPE', '<!DOCTYPE x [<!ENTITY e "e">]><x/>'],
    ['a truncated tag', '<row r="1"'],
    ['an element left open', '<row><c>'],
    ['an end tag without a start tag', '</row>'],
  ])('refuses %s', (_what, xml) => {
    expect(() => tokens(xml)).toThrowError();
  });

  it('refuses a token longer than its limit', () => {
    const tokenizer = new XmlTokenizer({ open() {}, close() {}, text() {} }, 10);
    expect(() => tokenizer.write('<row r="1234567890">')).not.toThrowError();
    expect(() => tokenizer.write('x'.repeat(11))).toThrowError(/too long/);
  });
});

describe('attributes', () => {
  it('reads values by qualified name and by local name, decoded', () => {
    const attributes = ` name="Q&amp;A" sheetId="1" r:id='rId3'`;
    expect(readAttributes(attributes)).toEqual(
      new Map([
        ['name', 'Q&A'],
        ['sheetId', '1'],
        ['r:id', 'rId3'],
      ]),
    );
    expect(attributeValue(attributes, 'id')).toBe('rId3');
    expect(attributeValue(attributes, 'missing')).toBeUndefined();
  });

  it('leaves unknown entities and impossible character references as written', () => {
    expect(decodeXmlText('&nbsp; &#x110000; &#65;')).toBe('&nbsp; &#x110000; A');
  });
});
