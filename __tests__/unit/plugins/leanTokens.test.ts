import fs from "node:fs";
import path from "node:path";
import { dropUnstyledTokens, STYLED_TOKENS } from "../../../plugins/gatsby-remark-lean-tokens";

describe("gatsby-remark-lean-tokens", () => {
  it("drops the spans of tokens no style colours and keeps their text", () => {
    const html =
      '<code class="language-js">a<span class="token punctuation">.</span>b <span class="token operator">=</span> ' +
      '<span class="token string">\'x\'</span><span class="token punctuation">;</span></code>';
    expect(dropUnstyledTokens(html)).toBe('<code class="language-js">a.b = <span class="token string">\'x\'</span>;</code>');
  });

  it("keeps styled tokens around and inside dropped ones, and spans that are not tokens", () => {
    const html =
      '<span class="token regex"><span class="token regex-delimiter">/</span><span class="token regex-source language-regex">a</span></span>' +
      '<span class="token literal-property property">mode</span><span class="highlight-line">x</span>';
    expect(dropUnstyledTokens(html)).toBe(
      '<span class="token regex">/a</span><span class="token literal-property property">mode</span><span class="highlight-line">x</span>',
    );
  });

  it("lists exactly the token kinds prism.css colours", () => {
    const css = fs.readFileSync(path.join(__dirname, "../../../src/styles/prism.css"), "utf8");
    const styled = new Set([...css.matchAll(/\.token\.([\w-]+)/g)].map((match) => match[1]));
    expect([...STYLED_TOKENS].sort()).toEqual([...styled].sort());
  });
});
