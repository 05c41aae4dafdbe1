/**
 * Corrects misspelt query words against the vocabulary of the documentation (written by the
 * build, most frequent words first). Words the documentation uses, and beginnings of such words
 * (the reader is still typing), are left alone.
 */
import { distance } from "fastest-levenshtein";

/** How many edits a word of this length may be away from the word it is corrected to. */
export function allowedEdits(word: string): number {
  if (word.length < 4) return 0;
  return word.length < 8 ? 1 : 2;
}

export interface Vocabulary {
  /** Most frequent first, which decides between equally close candidates. */
  words: readonly string[];
  known: ReadonlySet<string>;
}

export function createVocabulary(words: readonly string[]): Vocabulary {
  return { words, known: new Set(words) };
}

/** Words as the query is split for correction: letters and digits, lowercased, camelCase kept whole. */
export function queryWords(query: string): string[] {
  return query.toLowerCase().match(/[a-z0-9]+/g) ?? [];
}

/** Two letters swapped ("webpakc") is one slip of the fingers, though two edits for Levenshtein. */
export function isAdjacentSwap(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const differences = [...a].flatMap((letter, index) => (letter === b[index] ? [] : [index]));
  return (
    differences.length === 2 && differences[1] === differences[0] + 1 && a[differences[0]] === b[differences[1]] && a[differences[1]] === b[differences[0]]
  );
}

export function correctWord(word: string, vocabulary: Vocabulary, isLastWord: boolean): string {
  const edits = allowedEdits(word);
  if (edits === 0 || vocabulary.known.has(word) || /\d/.test(word)) return word;
  // The word being typed may be the start of a real one ("compil").
  if (isLastWord && vocabulary.words.some((known) => known.startsWith(word))) return word;
  let best = word;
  let bestDistance = edits + 1;
  for (const known of vocabulary.words) {
    if (Math.abs(known.length - word.length) > edits) continue;
    const candidateDistance = isAdjacentSwap(word, known) ? 1 : distance(word, known);
    // Ties keep the earlier, more frequent word.
    if (candidateDistance < bestDistance) {
      best = known;
      bestDistance = candidateDistance;
      if (candidateDistance === 1) break;
    }
  }
  return best;
}

/** The query with its misspelt words corrected, or null when nothing needed correcting. */
export function correctQuery(query: string, vocabulary: Vocabulary): string | null {
  const words = queryWords(query);
  let changed = false;
  const corrected = query.replace(/[A-Za-z0-9]+/g, (original) => {
    const word = original.toLowerCase();
    const isLastWord = word === words[words.length - 1] && !/\s$/.test(query);
    const replacement = correctWord(word, vocabulary, isLastWord);
    if (replacement === word) return original;
    changed = true;
    return replacement;
  });
  return changed ? corrected : null;
}
