// Starts `ekb serve` on a free loopback port and stops it afterwards.
import { spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import os from "node:os";
import fs from "node:fs";
import crypto from "node:crypto";

export const ROOT = path.resolve(import.meta.dirname, "../..");

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on("error", reject);
  });
}

// Every test server gets a fresh admin token (in the environment, never on the command line) so
// that tests can publish generation sets. `args`: more `ekb serve` arguments (e.g. the relay's
// tracker, for paired tabs).
export async function startServer({ args: extra = [] } = {}) {
  const adminToken = crypto.randomBytes(24).toString("hex");
  const port = await freePort();
  const bin = process.env.EKB_BIN || path.join(ROOT, "target/debug/ekb");
  const dist = process.env.EKB_DIST || path.join(ROOT, "dist");
  const db = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "ekb-e2e-")), "ekb.db");
  const args = ["serve", "--addr", `127.0.0.1:${port}`, "--dist", dist, "--database-url", `sqlite://${db}`, ...extra];
  const env = { ...process.env, EKB_ADMIN_TOKEN: adminToken };
  const child = spawn(bin, args, { stdio: ["ignore", "pipe", "inherit"], env });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      const r = await fetch(`${url}/api/health`);
      if (r.ok) return { url, adminToken, stop: () => child.kill() };
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`ekb serve did not start on ${url}`);
}
