// The rules that look at more than one field: within a file and across the pack. Each kind of rule has its file;
// this walks the files once, in order, so errors come out in the order they are found.
import type { ContentFile, PackError } from '../pack-format.ts';
import type { SourceFile } from '../reader/source-file.ts';
import { oneBookPerClassAndSubject } from './books.ts';
import { checkChapters } from './chapters.ts';
import { checkCycles } from './cycles.ts';
import { checkPrerequisites } from './prerequisites.ts';
import { checkRingTopics } from './ring-topics.ts';
import { checkSkills } from './skills.ts';
import type { SkillNode } from './skills.ts';
import { uniqueKeys } from './unique-keys.ts';

/** A content file that passed its schema. */
export interface LoadedFile {
  src: SourceFile;
  content: ContentFile;
}

/** Files that failed their schema are left out; `unchecked` holds their skill keys. */
export function checkPack(files: LoadedFile[], unchecked: ReadonlySet<string>, errors: PackError[]): void {
  const unique = uniqueKeys(errors);
  const oneBook = oneBookPerClassAndSubject(errors);
  const skills = new Map<string, SkillNode>();

  for (const { src, content } of files) {
    oneBook(src, content);
    unique('book', content.book.key, src, ['book']);
    const subtopicCount = checkChapters(src, content, unique, errors);
    checkSkills(src, content, subtopicCount, skills, unique, errors);
    checkRingTopics(src, content, subtopicCount, errors);
  }

  const edges = checkPrerequisites(skills, unchecked, errors);
  checkCycles(skills, edges, errors);
}
