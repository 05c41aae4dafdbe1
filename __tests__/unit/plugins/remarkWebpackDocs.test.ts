import remarkWebpackDocs from "../../../plugins/gatsby-remark-webpack-docs";

import { remark } from "../../support/transformerRemark";

type MdNode = { type: string; value?: string; lang?: string; meta?: string | null; data?: Record<string, unknown>; children?: MdNode[] };

const transform = (markdown: string): MdNode => remarkWebpackDocs({ markdownAST: remark().parse(markdown) as MdNode });

describe("gatsby-remark-webpack-docs", () => {
  it("turns a [!TIP] blockquote into a labelled aside", () => {
    const [aside] = transform("> [!TIP]\n> Cache the build.").children!;
    expect(aside.data).toEqual({ hName: "aside", hProperties: { className: ["aside", "aside--tip"], role: "note" } });
    expect(aside.children![0].children![0].value).toBe("Tip");
    expect(aside.children![1].children![0].value).toBe("Cache the build.");
  });

  it("recognises warnings and leaves plain quotes alone", () => {
    const [warning, quote] = transform("> [!WARNING]\n> Careful.\n\n> Just a quote.").children!;
    expect(warning.data?.hProperties).toMatchObject({ className: ["aside", "aside--warning"] });
    expect(quote.data).toBeUndefined();
  });

  it("adds a header with the title and a Copy button, and removes the flags from the fence", () => {
    const [header, code] = transform('```js title="webpack.config.js" partial\nmodule.exports = {};\n```').children!;
    expect(header.type).toBe("html");
    expect(header.value).toContain('<span class="code-block__title">webpack.config.js</span>');
    expect(header.value).toContain("data-copy-code");
    expect(code).toMatchObject({ type: "code", lang: "js", meta: null });
  });

  it("wraps header and code in one block that knows its number of lines", () => {
    const [opening, code, closing] = transform("```js\nconst a = 1;\nconst b = 2;\n```").children!;
    expect(opening.value).toMatch(/^<div class="code-block" style="--code-lines:2"><div class="code-block__header"/);
    expect(code.type).toBe("code");
    expect(closing).toEqual({ type: "html", value: "</div>" });
  });

  it("marks top-level paragraphs, lists and tables without links as skippable", () => {
    const [plain, linked, list, raw] = transform('Plain `code` text.\n\nSee [this](#here).\n\n- one\n- two\n\n<span id="x">raw</span> text').children!;
    expect(plain.data?.hProperties).toEqual({ className: ["skippable"] });
    expect(linked.data).toBeUndefined();
    expect(list.data?.hProperties).toEqual({ className: ["skippable"] });
    expect(raw.data).toBeUndefined();
  });

  it("fails on a fence without a language or with one we do not highlight", () => {
    expect(() => transform("```\nplain\n```")).toThrow("a code fence has no language");
    expect(() => transform("```cobol\nx\n```")).toThrow('uses the language "cobol"');
    expect(() => transform("```js titel=x\nx\n```")).toThrow('unknown words "titel=x"');
  });
});
