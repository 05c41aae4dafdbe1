/**
 * Makes everything in the document except `keep` (and its ancestors) inert, so a modal drawer
 * holds focus, clicks and the screen reader's virtual cursor, the way a modal <dialog> does.
 * Returns a function that undoes exactly what it did: elements that were inert before stay so.
 *
 * Written here rather than taken from a package (aria-hidden's inertOthers does the same) because
 * it runs on every doc page's first load, whose JavaScript budget is 80 KB.
 */
export function inertOthers(keep: Element): () => void {
  const madeInert: HTMLElement[] = [];
  for (let element: Element = keep; element.parentElement && element !== document.body; element = element.parentElement) {
    for (const sibling of element.parentElement.children) {
      if (sibling === element || !(sibling instanceof HTMLElement) || sibling.hasAttribute("inert")) continue;
      // Scripts, styles and templates are not rendered; leave them untouched.
      if (/^(SCRIPT|STYLE|LINK|TEMPLATE|NOSCRIPT)$/.test(sibling.tagName)) continue;
      sibling.setAttribute("inert", "");
      madeInert.push(sibling);
    }
  }
  return () => {
    for (const element of madeInert) element.removeAttribute("inert");
  };
}
