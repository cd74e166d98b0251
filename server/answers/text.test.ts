import { describe, expect, it } from "vitest";
import { openerFor, terms } from "./text";

describe("openerFor", () => {
  it("drops a yes-or-no opener when the question asks what, how or when", () => {
    expect(
      openerFor("how many rings before it picks up", "Yes. Every call is answered on the first ring."),
    ).toBe("Every call is answered on the first ring.");
    expect(
      openerFor("what info do u need from me to start the trial", "Yes, the trial starts with a card."),
    ).toBe("The trial starts with a card.");
    expect(openerFor("ok so what is the cancellation fee", "No. There is no cancellation fee.")).toBe(
      "There is no cancellation fee.",
    );
  });

  it("joins a short qualifier to the sentence after it", () => {
    expect(
      openerFor("how do takeout orders get to the kitchen", "Yes, on Pro. The host sends it to Toast."),
    ).toBe("On Pro, the host sends it to Toast.");
    expect(openerFor("how do orders get in", "Yes, on Pro. Hostline sends it to Toast.")).toBe(
      "On Pro. Hostline sends it to Toast.",
    );
  });

  it("keeps the opener for a yes-or-no question, even one after a what or a when", () => {
    const answer = "Yes. You choose which calls go to a person.";
    expect(openerFor("can it transfer to me", answer)).toBe(answer);
    expect(openerFor("what if 3 ppl call at once, do 2 of them get a busy signal", answer)).toBe(answer);
    expect(openerFor("when a caller asks for the manager can the ai put them through", answer)).toBe(answer);
  });

  it("reads the words before the verb as what is asked about, never as a clause of their own", () => {
    expect(
      openerFor("how many simultaneous calls can it handle", "Yes. The host answers every call at once."),
    ).toBe("The host answers every call at once.");
    expect(openerFor("when i cancel do i get a refund", "No. Partial months are not refunded.")).toBe(
      "No. Partial months are not refunded.",
    );
    expect(openerFor("how do i sign up, is a card required", "Yes, a card goes on file.")).toBe(
      "Yes, a card goes on file.",
    );
  });

  it("keeps an opener the rest leans on, and joins only a qualifier", () => {
    expect(openerFor("what does it do about termites", "No, and it won't try. It asks where they are.")).toBe(
      "No, and it won't try. It asks where they are.",
    );
    expect(openerFor("what happens then", "Yes, every time. The host transfers it.")).toBe(
      "Every time. The host transfers it.",
    );
  });

  it("reads a later 'how does it work' as asking how, not whether", () => {
    expect(
      openerFor("when does the card get charged? or how does it work", "Yes, the card is billed later."),
    ).toBe("The card is billed later.");
  });
});

describe("openerFor, asked whether something must change", () => {
  it("drops a 'Yes.' that says what one can keep, and keeps a 'No.'", () => {
    expect(
      openerFor("do my customers have to call a different number?", "Yes. You forward your number."),
    ).toBe("You forward your number.");
    expect(openerFor("do i have to change my number", "No. You forward your number.")).toBe(
      "No. You forward your number.",
    );
    expect(openerFor("do i have to put a card on file", "Yes. The trial starts with a card on file.")).toBe(
      "Yes. The trial starts with a card on file.",
    );
  });
});

describe("openerFor, asked which plan", () => {
  it("drops a 'Yes.' or a 'No.' when the question names one plan or another", () => {
    expect(
      openerFor("is that on basic or do i need the bigger plan", "Yes. Booking is on the Pro plan."),
    ).toBe("Booking is on the Pro plan.");
    expect(openerFor("is booking on basic", "No. Booking is on the Pro plan.")).toBe(
      "No. Booking is on the Pro plan.",
    );
  });
});

describe("terms: the words around a question", () => {
  it("weighs nothing for who worries or who said so, and keeps what they ask", () => {
    const read = terms("my partner is worried the ai will quote prices");
    expect(read).toEqual(expect.arrayContaining(["quot", "price"]));
    for (const dropped of ["partner", "worri"]) expect(read).not.toContain(dropped);
    expect(terms("im scared it will book the wrong time")).not.toContain("scare");
    expect(terms("my daughter says we should turn on two factor")).not.toContain("daughter");
  });

  it("reads where data lives as where it is stored, and 'right now' inside a sentence as no part of it", () => {
    expect(terms("where does the data live")).toContain("store");
    expect(terms("cant call the demo right now im on a roof")).not.toContain("right");
    // ...but not opening a sentence, or after what they use now.
    expect(terms("right now i just check voicemail from the truck")).toContain("right");
    expect(terms("we're using ruby right now")).toContain("right");
  });
});
