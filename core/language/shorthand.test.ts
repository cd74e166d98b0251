import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { expandShorthand } from "./shorthand";

describe("expandShorthand", () => {
  it("reads 'the robot' as the host, not a robot menu, robocalls or a robot's voice", () => {
    expect(expandShorthand("does the robot book jobs")).toBe("does the AI book jobs");
    expect(expandShorthand("will your robot thing text them")).toBe("will your AI text them");
    for (const text of [
      "i hate the robot menus at the bank",
      "do you do the robot calls",
      "does it sound like a robot",
    ])
      expect(expandShorthand(text)).toBe(text);
  });

  it("spells out texting shorthand, whole words only", () => {
    expect(expandShorthand("can i test it b4 real customers call")).toBe(
      "can i test it before real customers call",
    );
    expect(expandShorthand("syncs w outlook cal?")).toBe("syncs with outlook calendar?");
    expect(expandShorthand("do u guys work w/ jobber")).toBe("do you guys work with jobber");
    expect(expandShorthand("had the same number 22 yrs do i gotta change it")).toBe(
      "had the same number 22 years do i have to change it",
    );
    expect(expandShorthand("hows this diff from my answering service, they just take msgs")).toBe(
      "hows this different from my answering service, they just take messages",
    );
    expect(expandShorthand("Human PLS")).toBe("Human please");
    expect(expandShorthand("buddy said u lock ppl into a 1yr contract, 24hrs notice")).toBe(
      "buddy said you lock people into a 1 year contract, 24 hours notice",
    );
  });

  it("reads 'n' as 'and' first and between two questions, not elsewhere", () => {
    expect(expandShorthand("n pro?")).toBe("and pro?");
    expect(expandShorthand("where r ur offices n whats the support email")).toBe(
      "where are your offices and whats the support email",
    );
    expect(expandShorthand("plan n")).toBe("plan n");
  });

  it("reads 'r' as 'are' only beside a pronoun or a question word", () => {
    expect(expandShorthand("r u open on weekends")).toBe("are you open on weekends");
    expect(expandShorthand("how r ur prices")).toBe("how are your prices");
    expect(expandShorthand("r&d tax credit")).toBe("r&d tax credit");
  });

  it("reads a short day as a day only where it is one", () => {
    expect(expandShorthand("is ur chicago office open sat")).toBe("is your chicago office open saturday");
    expect(expandShorthand("sat and sun mornings")).toBe("saturday and sunday mornings");
    expect(expandShorthand("mon-fri")).toBe("monday-friday");
    expect(expandShorthand("open mon - sat")).toBe("open monday - saturday");
    expect(expandShorthand("i sat on hold for an hour")).toBe("i sat on hold for an hour");
    expect(expandShorthand("car wreck caller sat 2am what happens")).toBe(
      "car wreck caller saturday 2am what happens",
    );
    expect(expandShorthand("the sun is out")).toBe("the sun is out");
  });

  it("leaves words that only contain shorthand, and abbreviations with dots, as typed", () => {
    for (const text of [
      "u.s. callers",
      "our ursa office",
      "bowl of pho",
      "a u-haul",
      "www.example.com",
      "hr software",
    ])
      expect(expandShorthand(text)).toBe(text);
  });

  it("never loses a word of an ordinary sentence", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom(
            "how",
            "much",
            "is",
            "the",
            "pro",
            "plan",
            "for",
            "plumbers",
            "?",
            "hr",
            "us",
            "u.s.",
            "ursa",
            "w-2",
            "saturday",
            "on",
            "and",
          ),
          { maxLength: 12 },
        ),
        (tokens) => {
          const text = tokens.join(" ");
          expect(expandShorthand(text)).toBe(text);
        },
      ),
    );
  });
});

describe("names as speech-to-text writes them", () => {
  it("writes a split or misheard system name as the site writes it, and leaves an open table alone", () => {
    expect(expandShorthand("does it put reservations right into open table")).toBe(
      "does it put reservations right into OpenTable",
    );
    expect(expandShorthand("we use house call pro and sir vice titan")).toBe(
      "we use Housecall Pro and ServiceTitan",
    );
    expect(expandShorthand("is there an open table at 7")).toBe("is there an open table at 7");
  });
});

describe("an owner written about by someone helping", () => {
  it("reads the owner as the one asking, but not the owner someone talks to or of a home", () => {
    expect(expandShorthand("owner forgot the dashboard password")).toBe("I forgot the dashboard password");
    expect(expandShorthand("the owner forgot the dashboard password")).toBe(
      "I forgot the dashboard password",
    );
    expect(expandShorthand("can it send calls to the owner's cell")).toBe("can it send calls to my cell");
    expect(expandShorthand("my boss wants a person to walk him through it")).toBe(
      "I wants a person to walk him through it",
    );
    expect(expandShorthand("what if the caller insists on talking to the owner")).toBe(
      "what if the caller insists on talking to the owner",
    );
    expect(expandShorthand("does it ask who is the owner of the house")).toBe(
      "does it ask who is the owner of the house",
    );
  });
});

describe("the OpenTable connection", () => {
  it("reads 'the open table connection' as OpenTable", () => {
    expect(expandShorthand("how long does the open table connection take")).toBe(
      "how long does the OpenTable connection take",
    );
  });
});

describe("numbers misheard", () => {
  it("reads 'for for locations' as four and 'won shop' as one", () => {
    expect(expandShorthand("how much for for locations")).toBe("how much for four locations");
    expect(expandShorthand("three trucks but won shop address")).toBe("three trucks but one shop address");
  });
});

describe("the owner only as the one doing something", () => {
  it("leaves the owner a caller needs alone", () => {
    expect(expandShorthand("when a caller needs the owner")).toBe("when a caller needs the owner");
    expect(expandShorthand("can it page the owner at night")).toBe("can it page the owner at night");
    expect(expandShorthand("how quickly would the business owner find out")).toBe(
      "how quickly would I find out",
    );
  });
});

describe("a message written as a letter", () => {
  it("drops the greeting and the sign-off with its name", () => {
    expect(
      expandShorthand(
        "Good afternoon,\n\nShould we be obliged to change our number?\n\nKind regards,\nMrs. Whitcombe",
      ),
    ).toBe("Should we be obliged to change our number?");
    expect(expandShorthand("Can the host ring customers back? Regards, Mr. Fenwick")).toBe(
      "Can the host ring customers back?",
    );
  });

  it("keeps what the signature says of the business", () => {
    expect(expandShorthand("Does it take intake calls? Sincerely, Thomas Rourke, attorney at law")).toBe(
      "Does it take intake calls? attorney at law",
    );
  });

  it("drops thanks before a question, not thanks that are the whole message", () => {
    expect(expandShorthand("Thank you. And what does the Pro plan give me?")).toBe(
      "And what does the Pro plan give me?",
    );
    expect(expandShorthand("thanks, that helps a lot. will talk it over")).toBe(
      "thanks, that helps a lot. will talk it over",
    );
    expect(expandShorthand("Many thanks")).toBe("Many thanks");
  });

  it("keeps a greeting that is the whole message, and a signature that names the business", () => {
    expect(expandShorthand("good morning 👋")).toBe("good morning 👋");
    expect(expandShorthand("Good morning everyone!")).toBe("Good morning everyone!");
    expect(expandShorthand("Does it book? Regards, Smith Family Dental")).toBe(
      "Does it book? Smith Family Dental",
    );
  });
});

describe("shorthand of a phone typist", () => {
  it("spells out numbers in words and reads 'diff' as the noun after 'the' or before 'between'", () => {
    expect(expandShorthand("i need some1 to walk me thru it")).toBe("i need someone to walk me through it");
    expect(expandShorthand("pro vs basic whats the actual diff")).toBe(
      "pro vs basic whats the actual difference",
    );
    expect(expandShorthand("diff between pro and basic")).toBe("difference between pro and basic");
    expect(expandShorthand("can i use a diff number")).toBe("can i use a different number");
  });
});

describe("shorthand of a hurried customer (stop 34)", () => {
  it("spells out yday, in2, incl, hq, nyc and loc, and leaves '#' and 'sw florida' alone", () => {
    expect(expandShorthand("webhook 401 since yday")).toBe("webhook 401 since yesterday");
    expect(expandShorthand("cant log in2 dashboard")).toBe("cant log into dashboard");
    expect(expandShorthand("tax incl in price?")).toBe("tax included in price?");
    expect(expandShorthand("ur hq in nyc?")).toBe("your headquarters in new york?");
    expect(expandShorthand("3 locs mix plans ok")).toBe("3 locations mix plans ok");
    expect(expandShorthand("can callers press # to reach a person")).toBe(
      "can callers press # to reach a person",
    );
    expect(expandShorthand("what happens to caller #5")).toBe("what happens to caller #5");
    expect(expandShorthand("we're in sw florida")).toBe("we're in sw florida");
  });
});
