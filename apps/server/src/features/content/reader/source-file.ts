// One parsed YAML file of a pack, kept so any path in it can be turned back into a line for an error.
import { isAlias, isMap, isScalar, isSeq } from 'yaml';
import type { Document, LineCounter, Node } from 'yaml';
import type { PackError } from '../pack-format.ts';

export type PathSegment = string | number;

export class SourceFile {
  constructor(
    readonly file: string,
    private readonly doc: Document.Parsed,
    private readonly lines: LineCounter,
  ) {}

  /** The line of the node at `at`, or of its nearest existing ancestor when the node is missing. */
  line(at: readonly PathSegment[]): number {
    let node: unknown = this.doc.contents;
    let offset = this.doc.contents?.range?.[0] ?? 0;
    for (const segment of at) {
      if (isMap(node)) {
        const pair = node.items.find((p) => keyName(p.key) === String(segment));
        if (!pair) break;
        node = pair.value;
        offset =
          (isNode(pair.value) ? pair.value.range?.[0] : undefined) ?? (pair.key as Node).range?.[0] ?? offset;
      } else if (isSeq(node) && typeof segment === 'number') {
        const item: unknown = node.items[segment];
        if (!isNode(item)) break;
        node = item;
        offset = item.range?.[0] ?? offset;
      } else break;
    }
    return this.lines.linePos(offset).line;
  }

  /** The line of a mapping's key (for unknown fields, whose value may span many lines). */
  keyLine(at: readonly PathSegment[], name: string): number {
    const parent = this.doc.getIn(at, true);
    if (isMap(parent)) {
      const pair = parent.items.find((p) => keyName(p.key) === name);
      const start = (pair?.key as Node | undefined)?.range?.[0];
      if (start !== undefined) return this.lines.linePos(start).line;
    }
    return this.line(at);
  }

  error(at: readonly PathSegment[], message: string): PackError {
    return { file: this.file, line: this.line(at), path: formatPath(at), message };
  }
}

function isNode(v: unknown): v is Node {
  return isScalar(v) || isMap(v) || isSeq(v) || isAlias(v);
}

export function keyName(k: unknown): string {
  return isScalar(k) ? String(k.value) : String(k);
}

export function formatPath(at: readonly PathSegment[]): string {
  let out = '';
  for (const s of at) out += typeof s === 'number' ? `[${s}]` : out ? `.${s}` : s;
  return out;
}
