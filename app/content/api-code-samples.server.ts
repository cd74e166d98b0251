import { apiDocsPage } from "@core/api-docs";
import {
  apiBaseUrl,
  apiEndpoints,
  apiErrors,
  apiKeyEnvVar,
  apiKeyPlaceholder,
  curlExample,
  rateLimit,
  responseExampleJson,
  webhookSignatureHeader,
} from "@core/api-reference";
import { site } from "@core/site";
import type { CodeSampleSource } from "~/lib/highlight.server";

/**
 * Build time only: the /api page's code samples, highlighted by the route's loader. Kept apart
 * from the page copy so the browser bundle never carries them twice.
 */

function indent(text: string, spaces: number): string {
  const pad = " ".repeat(spaces);
  return text
    .split("\n")
    .map((line, index) => (index === 0 ? line : pad + line))
    .join("\n");
}

const createCall = apiEndpoints.find((endpoint) => endpoint.operationId === "createCall");
const outboundBody = JSON.stringify(createCall?.requestExample.body ?? {}, null, 2);
const signatureHeaderLower = webhookSignatureHeader.toLowerCase();

const nodeExample = `// calls.mjs: run with  ${apiKeyEnvVar}=... node calls.mjs   (Node.js 18 or later)
import { createHmac, timingSafeEqual } from "node:crypto";

const BASE_URL = "${apiBaseUrl}";
// Read the key from the environment: never hard-code it or send it to a browser.
const API_KEY = process.env.${apiKeyEnvVar};

async function api(path, { method = "GET", body } = {}) {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(BASE_URL + path, {
      method,
      headers: {
        Authorization: \`Bearer \${API_KEY}\`,
        ...(body ? { "Content-Type": "application/json" } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (response.status === 429 && attempt < 3) {
      const seconds = Number(response.headers.get("Retry-After") ?? 1);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      continue;
    }
    const data = await response.json();
    if (!response.ok) {
      throw new Error(\`\${response.status} \${data.error}: \${data.message} (request \${data.requestId})\`);
    }
    return data;
  }
}

// 1. Calls from the last 24 hours
const since = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
const page = await api(\`/calls?startTime=\${encodeURIComponent(since)}&limit=50\`);
for (const call of page.data) {
  console.log(call.startedAt, call.from, call.outcome, call.summary);
}

// 2. The transcript of the first call
if (page.data.length > 0) {
  const transcript = await api(\`/calls/\${page.data[0].id}/transcript\`);
  for (const turn of transcript.segments) console.log(\`\${turn.speaker}: \${turn.text}\`);
}

// 3. An outbound confirmation call
const call = await api("/calls", {
  method: "POST",
  body: ${indent(outboundBody, 2)},
});
console.log("Queued", call.id, call.status);

// 4. Verify a webhook delivery: rawBody is the request body as a Buffer,
//    signature is the "${signatureHeaderLower}" request header.
export function isGenuineWebhook(rawBody, signature, secret) {
  const expected = createHmac("sha256", secret).update(rawBody).digest("hex");
  return (
    typeof signature === "string" &&
    signature.length === expected.length &&
    timingSafeEqual(Buffer.from(signature), Buffer.from(expected))
  );
}
`;

const pythonExample = `"""calls.py: run with  ${apiKeyEnvVar}=... python calls.py   (Python 3.9 or later)"""
import hashlib
import hmac
import os
import time
from datetime import datetime, timedelta, timezone

import requests  # pip install requests

BASE_URL = "${apiBaseUrl}"
# Read the key from the environment: never hard-code it or send it to a browser.
API_KEY = os.environ["${apiKeyEnvVar}"]

session = requests.Session()
session.headers["Authorization"] = f"Bearer {API_KEY}"


def api(method, path, **kwargs):
    for attempt in range(1, 4):
        response = session.request(method, BASE_URL + path, timeout=30, **kwargs)
        if response.status_code == 429 and attempt < 3:
            time.sleep(int(response.headers.get("Retry-After", "1")))
            continue
        data = response.json()
        if not response.ok:
            raise RuntimeError(
                f"{response.status_code} {data['error']}: {data['message']} (request {data['requestId']})"
            )
        return data


# 1. Calls from the last 24 hours
since = (datetime.now(timezone.utc) - timedelta(hours=24)).strftime("%Y-%m-%dT%H:%M:%SZ")
page = api("GET", "/calls", params={"startTime": since, "limit": 50})
for call in page["data"]:
    print(call["startedAt"], call["from"], call["outcome"], call["summary"])

# 2. The transcript of the first call
if page["data"]:
    transcript = api("GET", f"/calls/{page['data'][0]['id']}/transcript")
    for turn in transcript["segments"]:
        print(f"{turn['speaker']}: {turn['text']}")

# 3. An outbound confirmation call
call = api(
    "POST",
    "/calls",
    json=${indent(JSON.stringify(createCall?.requestExample.body ?? {}, null, 4), 4)},
)
print("Queued", call["id"], call["status"])


# 4. Verify a webhook delivery: raw_body is the request body as bytes,
#    signature is the "${webhookSignatureHeader}" request header.
def is_genuine_webhook(raw_body: bytes, signature: str, secret: str) -> bool:
    expected = hmac.new(secret.encode(), raw_body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, signature or "")
`;

const listCalls = apiEndpoints.find((endpoint) => endpoint.operationId === "listCalls");

const rateLimitedResponse = [
  "HTTP/1.1 429 Too Many Requests",
  "Content-Type: application/json",
  "Retry-After: 12",
  `X-RateLimit-Limit: ${rateLimit.perMinute}`,
  "X-RateLimit-Remaining: 0",
  "X-RateLimit-Reset: 12",
  "",
  JSON.stringify(apiErrors.find((error) => error.status === 429)?.example, null, 2),
].join("\n");

/** Every code block on the page, highlighted at build time by the route's loader. */
export function apiCodeSamples(): CodeSampleSource[] {
  const host = new URL(apiBaseUrl).host;
  return [
    {
      id: "getting-started",
      label: "First request",
      language: "bash",
      code: [`curl "${apiBaseUrl}/calls?limit=5"`, `  -H "Authorization: Bearer ${apiKeyPlaceholder}"`].join(
        " \\\n",
      ),
    },
    {
      id: "auth-header",
      label: "Authorization header",
      language: "http",
      code: [
        `GET ${listCalls?.path ?? "/api/v1/calls"} HTTP/1.1`,
        `Host: ${host}`,
        `Authorization: Bearer ${apiKeyPlaceholder}`,
        "Accept: application/json",
      ].join("\n"),
    },
    ...apiEndpoints.flatMap((endpoint): CodeSampleSource[] => [
      {
        id: `${endpoint.operationId}-request`,
        label: `${endpoint.summary} request`,
        language: "bash",
        code: curlExample(endpoint),
      },
      {
        id: `${endpoint.operationId}-response`,
        label: `${endpoint.summary} response`,
        language: "json",
        code: responseExampleJson(endpoint),
      },
    ]),
    {
      id: "error-example",
      label: "Error response",
      language: "json",
      code: JSON.stringify(apiErrors.find((error) => error.status === 404)?.example, null, 2),
    },
    { id: "rate-limit-example", label: "Rate-limited response", language: "http", code: rateLimitedResponse },
    {
      id: "sdk-generate",
      label: "Generate a client",
      language: "bash",
      code: [
        "npx @openapitools/openapi-generator-cli generate",
        `  -i ${site.url}${apiDocsPage.openApiPath}`,
        "  -g python",
        `  -o ${site.product.toLowerCase()}-client`,
      ].join(" \\\n"),
    },
    { id: "node-example", label: "Node.js example", language: "javascript", code: nodeExample },
    { id: "python-example", label: "Python example", language: "python", code: pythonExample },
  ];
}
