import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { parseChatText, safeHref, visibleText } from "~/lib/chat/chat-text";
import { ChatText } from "./chat-text";

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
const html = (text: string, visible?: number) =>
  renderToStaticMarkup(<ChatText text={text} visible={visible} />);
/** The markup inside the wrapper div. */
const inner = (text: string, visible?: number) => html(text, visible).replace(/^<div[^>]*>|<\/div>$/g, "");

describe("ChatText", () => {
  it("renders bold", () => {
    expect(inner("Pro is **$599 a month** per location.")).toBe(
      '<p>Pro is <strong class="font-semibold">$599 a month</strong> per location.</p>',
    );
  });

  it("renders Markdown links: site paths in place, other sites in a new tab", () => {
    const markup = inner("See [pricing](/pricing#pricing) or [OpenTable](https://www.opentable.com/).");
    expect(markup).toContain('<a href="/pricing#pricing" class="');
    expect(markup).toContain(">pricing</a>");
    expect(markup).toMatch(
      /<a href="https:\/\/www\.opentable\.com\/" class="[^"]*" target="_blank" rel="noopener noreferrer">OpenTable<span class="sr-only"> \(opens in a new tab\)<\/span><\/a>\./,
    );
    expect(markup).not.toContain("](");
  });

  it("links mailto and tel addresses", () => {
    const markup = inner("[E-mail us](mailto:support@hostline.example) or [call](tel:+18885550142).");
    expect(markup).toContain('href="mailto:support@hostline.example"');
    expect(markup).toContain('href="tel:+18885550142"');
  });

  it("links bare URLs without the sentence's punctuation", () => {
    const markup = inner(
      "Docs: https://hostline.example/api. Or (https://hostline.example/security), thanks",
    );
    expect(markup).toContain('href="https://hostline.example/api"');
    expect(markup).toContain(">https://hostline.example/api<");
    expect(markup).toContain('</a>. Or (<a href="https://hostline.example/security"');
    expect(markup).toContain("</a>), thanks");
  });

  it("renders '- ' lines as a list and keeps single newlines as line breaks", () => {
    expect(inner("Plans:\n- **Basic**\n- Pro\n\nAsk me more.\nAny time.")).toBe(
      '<p>Plans:</p><ul class="list-disc space-y-1 pl-5"><li><strong class="font-semibold">Basic</strong></li><li>Pro</li></ul><p>Ask me more.<br/>Any time.</p>',
    );
  });

  it("keeps HTML in a message as text", () => {
    const markup = inner('<img src=x onerror="alert(1)"><script>alert(2)</script><b>hi</b>');
    expect(markup).not.toContain("<img");
    expect(markup).not.toContain("<script");
    expect(markup).not.toContain("<b>");
    expect(markup).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&lt;script&gt;");
  });

  it("never makes a javascript:, data: or protocol-relative link", () => {
    for (const text of [
      "[click me](javascript:alert(1))",
      "[click me](javascript:alert`1`)",
      "[click me](JaVaScRiPt:alert`1`)",
      "[click me](data:text/html,hi)",
      "[click me](//evil.example/x)",
      "[click me](/\\evil.example)",
      "[click me](vbscript:msgbox)",
      "javascript:alert(1)",
    ]) {
      // The whole source, label and address, shows as plain text.
      expect(inner(text), text).toBe(`<p>${escapeHtml(text)}</p>`);
    }
  });

  it("does not treat other Markdown or a single asterisk as markup", () => {
    expect(inner("# Title\n*one* `code` _x_ 2 * 3")).toBe("<p># Title<br/>*one* `code` _x_ 2 * 3</p>");
  });

  it("shows only the first visible characters while typing, never the markup", () => {
    const text = "Go to **[pricing](/pricing)** now";
    expect(visibleText(parseChatText(text))).toBe("Go to pricing now");
    expect(inner(text, 8)).toBe(
      '<p>Go to <strong class="font-semibold"><a href="/pricing" class="font-medium text-brand-800 underline underline-offset-2 [overflow-wrap:anywhere] hover:text-brand-900">pr</a></strong></p>',
    );
    expect(inner("- a\n- b", 2)).toBe('<ul class="list-disc space-y-1 pl-5"><li>a</li></ul>');
    expect(inner("- a\n- b", 3)).toBe('<ul class="list-disc space-y-1 pl-5"><li>a</li><li>b</li></ul>');
  });
});

describe("safeHref", () => {
  it.each([
    ["/pricing", "/pricing"],
    ["https://hostline.example/a", "https://hostline.example/a"],
    ["http://example.com", "http://example.com/"],
    ["mailto:hello@hostline.example", "mailto:hello@hostline.example"],
    ["tel:+18885550142", "tel:+18885550142"],
    ["javascript:alert(1)", null],
    ["  javascript:alert(1)", null],
    ["java\tscript:alert(1)", null],
    ["//evil.example", null],
    ["/\\evil.example", null],
    ["data:text/html;base64,xx", null],
    ["pricing", null],
    ["#top", null],
  ])("%j → %j", (raw, expected) => {
    expect(safeHref(raw)).toBe(expected);
  });
});
