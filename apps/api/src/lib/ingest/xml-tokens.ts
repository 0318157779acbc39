/**
 * A small streaming XML tokenizer for the parts of an .xlsx (SpreadsheetML): it is fed text chunks cut anywhere and
 * calls a handler per tag and text run, holding only an unfinished tag or text in memory. It knows the five predefined
 * entities and character references and nothing else: no DTD, no external or custom entities (a DOCTYPE is refused),
 * so no entity expansion attack can reach it. Element names come without their namespace prefix ('x:row' → 'row').
 */

export type XmlHandler = {
  /** `attributes` is the raw text after the name; read it with readAttributes when needed. */
  open(name: string, attributes: string, selfClosing: boolean): void;
  close(name: string): void;
  /** Text between tags, entities decoded; a run is never split. */
  text(text: string): void;
};

export class XmlSyntaxError extends Error {
  override readonly name = 'XmlSyntaxError';
}

/** The longest tag or text run held while waiting for its end; a cell holds at most 32,767 characters. */
const DEFAULT_MAX_PENDING = 16 * 1024 * 1024;

const tagEndOrQuote = /[>"']/g;

export class XmlTokenizer {
  private pending = '';
  private depth = 0;

  constructor(
    private readonly handler: XmlHandler,
    private readonly maxPending = DEFAULT_MAX_PENDING,
  ) {}

  write(chunk: string): void {
    const buffer = this.pending + chunk;
    let position = 0;
    while (position < buffer.length) {
      const lt = buffer.indexOf('<', position);
      if (lt < 0) break;
      if (lt > position) this.handler.text(decodeXmlText(buffer.slice(position, lt)));
      const end = this.markup(buffer, lt);
      if (end < 0) {
        position = lt;
        break;
      }
      position = end;
    }
    // What is left is a text run or a tag still open at the end of the chunk.
    this.pending = position === 0 ? buffer : buffer.slice(position);
    if (this.pending.length > this.maxPending) throw new XmlSyntaxError('An XML token is too long');
  }

  /** Ends the document; a tag left unfinished or an element left open (a truncated part) is an error. */
  end(): void {
    if (this.pending.includes('<')) throw new XmlSyntaxError('The XML ends inside a tag');
    if (this.depth !== 0) throw new XmlSyntaxError('The XML ends inside an element');
    if (this.pending.trim() !== '') this.handler.text(decodeXmlText(this.pending));
    this.pending = '';
  }

  /** Handles the markup starting at `lt`; returns the position after it, or -1 when it is not complete yet. */
  private markup(buffer: string, lt: number): number {
    const next = buffer[lt + 1];
    if (next === undefined) return -1;
    if (next === '?') return skipTo(buffer, '?>', lt + 2);
    if (next === '!') return this.declaration(buffer, lt);
    if (next === '/') {
      const gt = buffer.indexOf('>', lt + 2);
      if (gt < 0) return -1;
      this.depth -= 1;
      if (this.depth < 0) throw new XmlSyntaxError('An XML end tag has no start tag');
      this.handler.close(localName(buffer.slice(lt + 2, gt).trim()));
      return gt + 1;
    }
    const gt = tagEnd(buffer, lt + 1);
    if (gt < 0) return -1;
    const selfClosing = buffer[gt - 1] === '/';
    const content = buffer.slice(lt + 1, selfClosing ? gt - 1 : gt);
    const nameEnd = content.search(/\s/);
    const name = nameEnd < 0 ? content : content.slice(0, nameEnd);
    if (name === '') throw new XmlSyntaxError('An XML tag has no name');
    if (!selfClosing) this.depth += 1;
    this.handler.open(localName(name), nameEnd < 0 ? '' : content.slice(nameEnd), selfClosing);
    return gt + 1;
  }

  private declaration(buffer: string, lt: number): number {
    const rest = buffer.slice(lt, lt + 9);
    if (rest.startsWith('<!--')) return skipTo(buffer, '-->', lt + 4);
    if (rest === '<![CDATA[') {
      const close = buffer.indexOf(']]>', lt + 9);
      if (close < 0) return -1;
      this.handler.text(buffer.slice(lt + 9, close));
      return close + 3;
    }
    // Not enough text yet to tell a comment or CDATA from anything else.
    if ('<![CDATA['.startsWith(rest) || '<!--'.startsWith(rest)) return -1;
    throw new XmlSyntaxError('A DOCTYPE or other declaration is not allowed in a spreadsheet part');
  }
}

function skipTo(buffer: string, terminator: string, from: number): number {
  const at = buffer.indexOf(terminator, from);
  return at < 0 ? -1 : at + terminator.length;
}

/** The '>' that ends a start tag, skipping quoted attribute values (which may hold '>'); -1 when not there yet. */
function tagEnd(buffer: string, from: number): number {
  tagEndOrQuote.lastIndex = from;
  for (;;) {
    const match = tagEndOrQuote.exec(buffer);
    if (!match) return -1;
    if (match[0] === '>') return match.index;
    const close = buffer.indexOf(match[0], match.index + 1);
    if (close < 0) return -1;
    tagEndOrQuote.lastIndex = close + 1;
  }
}

function localName(qualified: string): string {
  const colon = qualified.indexOf(':');
  return colon < 0 ? qualified : qualified.slice(colon + 1);
}

/**
 * Calls `visit` with each attribute's qualified name ('r:id') and decoded value. Hand-rolled rather than a regular
 * expression: a worksheet has an attribute list per cell, and this is the reader's hottest loop.
 */
export function forEachAttribute(attributes: string, visit: (name: string, value: string) => void): void {
  let position = 0;
  for (;;) {
    const equals = attributes.indexOf('=', position);
    if (equals < 0) return;
    const name = attributes.slice(position, equals).trim();
    let quoteAt = equals + 1;
    while (quoteAt < attributes.length && attributes[quoteAt] !== '"' && attributes[quoteAt] !== "'") quoteAt += 1;
    const quote = attributes[quoteAt];
    if (quote === undefined) return;
    const close = attributes.indexOf(quote, quoteAt + 1);
    if (close < 0) return;
    visit(name, decodeXmlText(attributes.slice(quoteAt + 1, close)));
    position = close + 1;
  }
}

/** Attribute values by name as written, prefix included ('r:id'), entities decoded. */
export function readAttributes(attributes: string): Map<string, string> {
  const values = new Map<string, string>();
  forEachAttribute(attributes, (name, value) => values.set(name, value));
  return values;
}

/** One attribute's value, looked up by its local name whatever its prefix; undefined when absent. */
export function attributeValue(attributes: string, name: string): string | undefined {
  let found: string | undefined;
  forEachAttribute(attributes, (qualified, value) => {
    if (found === undefined && localName(qualified) === name) found = value;
  });
  return found;
}

const entityPattern = /&(?:#(\d+)|#x([0-9a-fA-F]+)|(amp|lt|gt|quot|apos));/g;
const namedEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Decodes the predefined entities and character references; anything else is left as written. */
export function decodeXmlText(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(entityPattern, (entity, decimal?: string, hex?: string, named?: string) => {
    if (named) return namedEntities[named] ?? entity;
    const codePoint = decimal ? Number(decimal) : Number.parseInt(hex ?? '', 16);
    return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : entity;
  });
}
