/**
 * A local stand-in for a CRM's lead webhook: records every POST it gets and answers as told,
 * with a 204 ("ok"), an error status, or never ("hang"); `stop()` takes it off its port
 * (connection refused) and `start()` brings it back on the same port.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedDelivery {
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The status it was answered with. */
  status: number;
}

export class WebhookReceiver {
  readonly received: ReceivedDelivery[] = [];
  /** "ok" answers 204; a number answers that status; "hang" never answers. */
  mode: "ok" | "hang" | number = "ok";
  /** Waits this long before answering (to make concurrent deliveries overlap). */
  delayMs = 0;
  private server: http.Server | undefined;
  private port = 0;

  get url(): string {
    return `http://127.0.0.1:${this.port}/hooks/leads`;
  }

  async start(): Promise<this> {
    const server = http.createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      if (this.mode === "hang") {
        this.received.push({
          headers: request.headers,
          body: Buffer.concat(chunks).toString("utf8"),
          status: 0,
        });
        return;
      }
      if (this.delayMs) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
      const status = this.mode === "ok" ? 204 : this.mode;
      this.received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8"), status });
      response.writeHead(status, { "content-type": "application/json" });
      response.end(status === 204 ? undefined : JSON.stringify({ error: "receiver told to fail" }));
    });
    await new Promise<void>((resolve) => server.listen(this.port, "127.0.0.1", resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Deliveries answered with a 2xx: what the CRM actually accepted. */
  get accepted(): ReceivedDelivery[] {
    return this.received.filter((delivery) => delivery.status >= 200 && delivery.status < 300);
  }
}
