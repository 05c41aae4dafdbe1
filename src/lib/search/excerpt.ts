/**
 * Excerpts arrive as text with <mark> around the matched words (Pagefind and Algolia both mark
 * matches that way). They are split into plain strings rendered as React text, so nothing a
 * page contains can ever be interpreted as markup.
 */
export interface ExcerptSegment {
  text: string;
  marked: boolean;
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&#x27;": "'", "&nbsp;": " " };
const decode = (text: string): string => text.replace(/&(?:amp|lt|gt|quot|nbsp|#39|#x27);/g, (entity) => ENTITIES[entity]);

export function excerptSegments(excerpt: string): ExcerptSegment[] {
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter((part) => part !== "")
    .map((part) => {
      const marked = part.startsWith("<mark>");
      // Any other tag is dropped rather than shown.
      const text = decode((marked ? part.slice(6, -7) : part).replace(/<[^>]*>/g, ""));
      return { text, marked };
    });
}

/** Text made safe to place between tags (not inside an attribute). */
export const escapeText = (text: string): string => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function joinSegments(segments: readonly ExcerptSegment[]): string {
  return segments.map(({ text, marked }) => (marked ? `<mark>${escapeText(text)}</mark>` : escapeText(text))).join("");
}

/**
 * Removes leading sentences from an excerpt ("raw. BannerPlugin. " when the local index put the
 * heading and page title before the section's text), keeping the marks in what remains.
 */
export function dropLeadingSentences(excerpt: string, sentences: readonly string[]): string {
  let segments = excerptSegments(excerpt);
  for (const sentence of sentences) {
    const prefix = `${sentence}.`;
    const plain = segments.map((segment) => segment.text).join("");
    if (!plain.startsWith(prefix)) break;
    let remaining = prefix.length;
    const rest: ExcerptSegment[] = [];
    for (const segment of segments) {
      if (remaining >= segment.text.length) {
        remaining -= segment.text.length;
        continue;
      }
      rest.push({ ...segment, text: segment.text.slice(remaining) });
      remaining = 0;
    }
    segments = rest;
    if (segments[0]) segments[0] = { ...segments[0], text: segments[0].text.replace(/^\s+/, "") };
  }
  return joinSegments(segments.filter((segment) => segment.text !== ""));
}
