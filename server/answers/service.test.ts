import { describe, expect, it, vi } from "vitest";
import { localModelId, localSuggestions } from "../../core/knowledge/help-center";
import { EnvError, loadEnv } from "../env";
import { localEngine } from "./local-engine";
import { createAnswerService } from "./service";

const log = { info: vi.fn(), warn: vi.fn() };

describe("createAnswerService", () => {
  it("uses the local engine when no key is configured", async () => {
    const service = createAnswerService(loadEnv({}), log);
    expect(service.mode).toBe("local");
    expect(service.model).toBe(localModelId);
    const reply = await service.answer("Is there a setup fee?", []);
    const local = localEngine().answer("Is there a setup fee?");
    expect(reply).toEqual({ text: local.text, source: local.source, engine: "local" });
    expect(log.info).toHaveBeenCalledWith(
      { event: "chat_answered", engine: "local", route: "answer" },
      "answered locally",
    );
  });

  it("reports the configured model when a key is set", () => {
    const service = createAnswerService(loadEnv({ OPENAI_API_KEY: "sk-x", OPENAI_MODEL: "gpt-x" }), log);
    expect(service.mode).toBe("openai");
    expect(service.model).toBe("gpt-x");
  });

  it("suggests from the index, then falls back to SPEC 5's substring match", () => {
    const service = createAnswerService(loadEnv({}), log);
    expect(service.suggestions("ServiceTitan").some((s) => s.title.includes("ServiceTitan"))).toBe(true);
    // "ing" matches no indexed word on its own but is a substring of topic titles.
    expect(service.suggestions("ing")).toEqual(localSuggestions("ing"));
    expect(service.suggestions("ing").length).toBeGreaterThan(0);
  });
});

describe("OPENAI_TIMEOUT_MS", () => {
  it("defaults to 15 seconds and accepts a number of milliseconds", () => {
    expect(loadEnv({}).OPENAI_TIMEOUT_MS).toBe(15_000);
    expect(loadEnv({ OPENAI_TIMEOUT_MS: "5000" }).OPENAI_TIMEOUT_MS).toBe(5000);
  });

  it("names the variable when it is not a sensible time-out", () => {
    expect(() => loadEnv({ OPENAI_TIMEOUT_MS: "soon" })).toThrow(EnvError);
    expect(() => loadEnv({ OPENAI_TIMEOUT_MS: "10" })).toThrow(
      /OPENAI_TIMEOUT_MS: must be between 1000 and 120000/,
    );
  });
});
