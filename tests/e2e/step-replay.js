// A loopback chat-completions server replaying the agent tests' fixtures — the same entries and
// rules as agent/tests/support/step_replay.rs (agent/tests/fixtures/agent/steps.json): a request
// gets the reply of the one entry whose model and task (`# Task \`ID\``) match and whose every
// `requires` string (and none of its `forbids`) is in the last user message; none is a 404, several
// a 409. The replies were written by hand for the tests; none is model output. The only test double.
import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "./server.js";

const FIXTURES = path.join(ROOT, "agent/tests/fixtures");

export async function startStepReplay() {
  const entries = JSON.parse(fs.readFileSync(path.join(FIXTURES, "agent/steps.json"), "utf8")).entries;
  const matches = (e, body) => {
    const user = [...(body.messages ?? [])].reverse().find((m) => m.role === "user")?.content ?? "";
    const task = user.split("# Task `")[1]?.split("`")[0] ?? "";
    return e.model === body.model && e.task === task && (e.requires ?? []).every((s) => user.includes(s)) && !(e.forbids ?? []).some((s) => user.includes(s));
  };
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const send = (code, v) => res.writeHead(code, { "content-type": "application/json" }).end(JSON.stringify(v));
      if (req.method !== "POST" || req.url !== "/v1/chat/completions") return send(404, { error: { message: "not found" } });
      let body;
      try {
        body = JSON.parse(raw);
      } catch {
        return send(400, { error: { message: "not JSON" } });
      }
      const hits = entries.filter((e) => matches(e, body));
      if (hits.length === 0) return send(404, { error: { message: "no fixture matches this prompt" } });
      if (hits.length > 1) return send(409, { error: { message: `${hits.length} fixtures match this prompt` } });
      const content = fs.readFileSync(path.join(FIXTURES, hits[0].reply_file), "utf8");
      send(200, {
        id: "step-replay",
        object: "chat.completion",
        model: body.model,
        choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
        usage: hits[0].usage ?? { prompt_tokens: 0, completion_tokens: 0 },
      });
    });
  });
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  return { endpoint: `http://127.0.0.1:${server.address().port}/v1`, stop: () => server.close() };
}
