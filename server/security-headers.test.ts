import { describe, expect, it } from "vitest";
import { pageCsp } from "./security-headers";

const directive = (csp: string, name: string) =>
  csp
    .split("; ")
    .find((part) => part.startsWith(`${name} `))
    ?.split(" ")
    .slice(1);

describe("pageCsp", () => {
  it("allows only our origin and the page's inline scripts by hash, never 'unsafe-inline' for scripts", () => {
    const csp = pageCsp(["'sha256-abc'"]);
    expect(directive(csp, "script-src")).toEqual(["'self'", "'sha256-abc'"]);
    expect(directive(csp, "connect-src")).toEqual(["'self'"]);
    expect(csp).not.toContain("stripe.com");
  });

  it("lets the welcome page's video players be framed", () => {
    expect(directive(pageCsp([]), "frame-src")).toEqual(
      expect.arrayContaining(["https://www.youtube-nocookie.com", "https://player.vimeo.com"]),
    );
  });

  it("opens Stripe.js's script, frames and API only when Stripe is on", () => {
    const csp = pageCsp(["'sha256-abc'"], { stripe: true });
    expect(directive(csp, "script-src")).toEqual(["'self'", "https://js.stripe.com", "'sha256-abc'"]);
    expect(directive(csp, "frame-src")).toEqual(
      expect.arrayContaining(["https://js.stripe.com", "https://hooks.stripe.com"]),
    );
    expect(directive(csp, "connect-src")).toEqual(["'self'", "https://api.stripe.com"]);
  });
});
