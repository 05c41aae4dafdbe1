import React, { useCallback } from "react";
import { copyableCode } from "../../lib/diffCopy";

/**
 * Build-time HTML of a page. Copy buttons are rendered by our remark plugin; one delegated
 * listener here gives them behaviour.
 */
export function Markdown({ html }: { html: string }): React.ReactElement {
  const onClick = useCallback((event: React.MouseEvent<HTMLDivElement>) => {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>("[data-copy-code]");
    const header = button?.parentElement;
    const code = header?.nextElementSibling?.querySelector("code");
    if (!button || !header || !code) return;
    const text = copyableCode(code.textContent ?? "", header.dataset.language ?? "");
    const done = (label: string): void => {
      button.textContent = label;
      window.setTimeout(() => {
        button.textContent = "Copy";
      }, 2000);
    };
    navigator.clipboard.writeText(text).then(
      () => done("Copied"),
      () => done("Copy failed"),
    );
  }, []);
  return <div className="markdown" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
