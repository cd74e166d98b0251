import http from "node:http";

/**
 * The benchmarks' load generator: it shares the 2 cores with the server (and the database), so it
 * is a plain keep-alive `node:http` client, about half the CPU per request of `fetch`.
 * `send(url, { method, headers, body })` resolves to the status and the body as text.
 */
export function keepAliveClient(concurrency) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const send = (url, { method = "GET", headers = {}, body } = {}) =>
    new Promise((resolve, reject) => {
      const request = http.request(url, { method, agent, headers }, (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode, body: Buffer.concat(chunks).toString("utf8") }),
        );
        response.on("error", reject);
      });
      request.on("error", reject);
      request.end(body);
    });
  return { send, close: () => agent.destroy() };
}
