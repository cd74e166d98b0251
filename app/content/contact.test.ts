import { site } from "@core/site";
import { describe, expect, it } from "vitest";
import { contactChannels, officePostalAddress, parseStateLine } from "./contact";

describe("parseStateLine", () => {
  it("splits a US state line into city, state and ZIP", () => {
    expect(parseStateLine("Austin, TX 78701")).toEqual({
      locality: "Austin",
      region: "TX",
      postalCode: "78701",
    });
    expect(parseStateLine("New York, NY 10001-2345")).toEqual({
      locality: "New York",
      region: "NY",
      postalCode: "10001-2345",
    });
  });

  it("rejects anything else", () => {
    expect(() => parseStateLine("Austin Texas")).toThrow(/City, ST 12345/);
  });
});

describe("officePostalAddress", () => {
  it("describes every office as a PostalAddress", () => {
    for (const office of site.offices) {
      const address = officePostalAddress(office);
      expect(address).toMatchObject({
        "@type": "PostalAddress",
        streetAddress: office.address,
        addressCountry: "US",
      });
      expect(office.stateLine).toContain(String(address.addressRegion));
      expect(office.stateLine).toContain(String(address.postalCode));
    }
  });
});

describe("contactChannels", () => {
  it("links sales by phone and support and general by e-mail, from the brand sheet", () => {
    const byId = Object.fromEntries(contactChannels.map((channel) => [channel.id, channel]));
    expect(byId.sales?.href).toBe(site.phones.sales.href);
    expect(byId.support?.href).toBe(`mailto:${site.emails.support}`);
    expect(byId.general?.href).toBe(`mailto:${site.emails.hello}`);
  });
});
