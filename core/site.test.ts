import { describe, expect, it } from "vitest";
import { allOfficeHours, officeAddresses, officeHours, site, timeZoneName } from "./site";

describe("office hours", () => {
  it("carry each office's IANA time zone and name it the way people say it", () => {
    expect(timeZoneName("America/Chicago")).toBe("Central Time");
    expect(timeZoneName("America/New_York")).toBe("Eastern Time");
    const [austin, newYork] = site.offices;
    expect(austin && officeHours(austin)).toBe("Mon-Fri 9am-6pm Central Time");
    expect(newYork && officeHours(newYork)).toBe("Mon-Fri 9am-6pm Eastern Time");
  });
});

describe("the offices in one sentence", () => {
  it("lists every office's address and its hours in its city, the way the chat and the help center say them", () => {
    for (const office of site.offices) {
      expect(officeAddresses()).toContain(`${office.address}, ${office.stateLine}`);
      expect(allOfficeHours()).toContain(`${officeHours(office)} in ${office.city}`);
    }
  });
});
