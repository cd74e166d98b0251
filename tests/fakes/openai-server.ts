import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for an OpenAI-compatible API: POST /v1/chat/completions answers the way the
 * real service does in each mode, so the `openai` SDK's real code path can be tested offline.
 * Point the SDK (or OPENAI_BASE_URL) at `fake.baseURL`.
 */
export type FakeOpenAiMode = "success" | "401" | "404" | "429" | "500" | "hang" | "malformed";

export interface RecordedRequest {
  method: string;
  path: string;
  authorization?: string;
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    max_tokens?: number;
    temperature?: number;
    response_format?: unknown;
  };
}

export interface FakeOpenAiServer {
  /** http://127.0.0.1:<port>/v1 */
  baseURL: string;
  mode: FakeOpenAiMode;
  /** The assistant's content in "success" mode, given the request. */
  reply: (request: RecordedRequest) => string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

const errorBodies: Record<
  "401" | "404" | "429" | "500",
  { message: string; type: string; code: string | null }
> = {
  "401": { message: "Incorrect API key provided.", type: "invalid_request_error", code: "invalid_api_key" },
  "404": {
    message: "The model does not exist or you do not have access to it.",
    type: "invalid_request_error",
    code: "model_not_found",
  },
  "429": { message: "Rate limit reached for requests.", type: "requests", code: "rate_limit_exceeded" },
  "500": {
    message: "The server had an error while processing your request.",
    type: "server_error",
    code: null,
  },
};

export async function startFakeOpenAi(mode: FakeOpenAiMode = "success"): Promise<FakeOpenAiServer> {
  const sockets = new Set<import("node:net").Socket>();
  const fake: FakeOpenAiServer = {
    baseURL: "",
    mode,
    reply: () => "Basic is $299 a month per location. [Read more](/pricing#pricing)",
    requests: [],
    close: async () => {},
  };

  const server = http.createServer((req, res) => {
    let raw = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => {
      raw += chunk;
    });
    req.on("end", () => {
      let body: RecordedRequest["body"] = {};
      try {
        body = raw ? JSON.parse(raw) : {};
      } catch {
        body = {};
      }
      const recorded: RecordedRequest = {
        method: req.method ?? "",
        path: req.url ?? "",
        authorization: req.headers.authorization,
        body,
      };
      fake.requests.push(recorded);
      if (req.method !== "POST" || !req.url?.startsWith("/v1/chat/completions")) {
        return send(res, 404, { error: { ...errorBodies["404"], message: `Unknown path ${req.url}` } });
      }
      switch (fake.mode) {
        case "hang":
          return; // Never answers: the client's time-out has to fire.
        case "malformed":
          res.writeHead(200, { "content-type": "application/json" });
          return res.end('{"id": "chatcmpl-broken", "choices": [');
        case "401":
        case "404":
        case "429":
        case "500": {
          const headers: Record<string, string> = fake.mode === "429" ? { "retry-after": "20" } : {};
          return send(res, Number(fake.mode), { error: errorBodies[fake.mode] }, headers);
        }
        default:
          return send(res, 200, {
            id: `chatcmpl-fake-${fake.requests.length}`,
            object: "chat.completion",
            created: Math.floor(Date.now() / 1000),
            model: body.model ?? "unknown",
            choices: [
              {
                index: 0,
                message: { role: "assistant", content: fake.reply(recorded) },
                finish_reason: "stop",
              },
            ],
            usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
          });
      }
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  fake.baseURL = `http://127.0.0.1:${port}/v1`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return fake;
}

function send(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}
