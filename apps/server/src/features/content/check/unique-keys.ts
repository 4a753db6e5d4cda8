// Keys are unique per kind across the whole pack; a repeat names where the key was first seen.
import type { PackError } from '../pack-format.ts';
import type { PathSegment, SourceFile } from '../reader/source-file.ts';

export type Unique = (kind: string, key: string, src: SourceFile, at: PathSegment[]) => void;

export function uniqueKeys(errors: PackError[]): Unique {
  const firstSeen = new Map<string, { src: SourceFile; at: PathSegment[] }>();
  return (kind, key, src, at) => {
    const id = `${kind}\u0000${key}`;
    const first = firstSeen.get(id);
    if (!first) return void firstSeen.set(id, { src, at });
    errors.push(
      src.error(
        [...at, 'key'],
        `duplicate ${kind} key "${key}" (also at ${first.src.file}:${first.src.line([...first.at, 'key'])})`,
      ),
    );
  };
}
